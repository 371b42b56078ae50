import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner'

export function LoadingOverlay() {
  const { t } = useLingui()
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={t`Loading`}>
      <Spinner size="large" />
    </div>
  )
}
