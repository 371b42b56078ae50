import type { ReactNode } from 'react'
import './error-page.css'

export interface ErrorPageProps {
  /** A short glyph in the badge above the title, such as "404" or "!". Decoration only. */
  badge: string
  title: ReactNode
  /** What happened and what the person can do, in a sentence or two each. */
  children: ReactNode
  /** Links and buttons; the first is the one most people want. */
  actions: ReactNode
  /** The root error boundary has no layout around it, so it asks for the page landmark itself. */
  asMain?: boolean
}

/** The shared frame of the error pages and the error boundary: one message, one way forward. */
export function ErrorPage({ badge, title, children, actions, asMain = false }: ErrorPageProps) {
  const body = (
    <div className="error-page">
      <p className="error-page__badge" aria-hidden="true">
        {badge}
      </p>
      <h1 className="error-page__title">{title}</h1>
      <div className="error-page__text">{children}</div>
      <div className="error-page__actions">{actions}</div>
    </div>
  )
  return asMain ? (
    <main id="main" className="page__main">
      {body}
    </main>
  ) : (
    body
  )
}
