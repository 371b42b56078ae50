import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Spinner } from '../../ui/spinner'

/**
 * A saved checkout of an order that this release could not resume: the order's own page says
 * where its payment stands and pays it if it is not paid (docs/reliability.md#saved-snapshots).
 */
export function ToOrderPage({ href }: { href: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate({ href, replace: true })
  }, [navigate, href])
  return <Spinner label={t`Opening your order…`} />
}
