import type { ReactNode } from 'react'
import './alert.css'

export type Tone = 'info' | 'success' | 'warning' | 'danger'

export interface AlertProps {
  tone?: Tone
  title?: ReactNode
  children: ReactNode
  /** Such as a retry button; placed under the message. */
  action?: ReactNode
}

/**
 * A message in the page, announced when it appears (role=alert). Render it when the thing
 * happens rather than hiding and showing it, or screen readers may not announce it.
 */
export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  return (
    <div role="alert" className={`alert alert--${tone}`}>
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
      {action && <div className="alert__action">{action}</div>}
    </div>
  )
}
