import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner'
import './loading-overlay.css'

export function LoadingOverlay() {
  const { t } = useLingui()
  return (
    // The label names the region for queries; the hidden text is what a live region announces.
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={t`Loading`}>
      <Spinner size="large" />
      <span className="visually-hidden">{t`Loading`}</span>
    </div>
  )
}
