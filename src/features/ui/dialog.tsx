import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useLingui } from '@lingui/react/macro'
import './dialog.css'

export interface DialogProps {
  open: boolean
  /** Called for Escape, the close button and a press on the backdrop; the owner sets open=false. */
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Actions, in reading order; the first is the one most people want. */
  footer?: ReactNode
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and makes the page inert.
 * Focus goes back to what opened it, which we do ourselves so it holds whatever closed it.
 */
export function Dialog({ open, onClose, title, children, footer }: DialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      opener.current?.focus()
      opener.current = null
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return
    // Handled here, and the browser's own close refused, so React stays the one that closes.
    event.preventDefault()
    onClose()
  }

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The content box fills the dialog, so only a press outside it lands on the dialog itself.
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={onBackdrop}
    >
      {open && (
        <div className="dialog__box">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  )
}
