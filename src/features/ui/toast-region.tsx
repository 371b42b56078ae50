import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { currentToasts, dismissToast, subscribeToasts } from './toast-store'
import './alert.css'
import './toast.css'

/**
 * Where toasts appear; the page layout renders one. The list is a live region that exists before
 * any toast, so screen readers announce each new one; errors interrupt (role=alert).
 */
export function ToastRegion() {
  const { t } = useLingui()
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts)
  return (
    <section
      className={`toast-region toast-region--${toasts[0]?.edge ?? 'bottom'}`}
      aria-label={t`Notifications`}
    >
      <ol className="toast-region__list" aria-live="polite">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`toast toast--${toast.tone}`}
            role={toast.tone === 'danger' ? 'alert' : undefined}
          >
            <span className="toast__message">{toast.message}</span>
            <button
              type="button"
              className="toast__dismiss"
              onClick={() => dismissToast(toast.id)}
              aria-label={t`Dismiss`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
