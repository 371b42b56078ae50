import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../ui/spinner'
import { StillLoading } from '../ui/still-loading'

/** What a live page shows while its data loads (the router shows it after a short wait). */
export function PagePending() {
  const { t } = useLingui()
  return (
    <div className="live-page-pending">
      <Spinner size="large" label={t`Loading`} />
      <StillLoading />
    </div>
  )
}
