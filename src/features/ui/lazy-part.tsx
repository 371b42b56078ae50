import { Suspense, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner'
import './lazy-part.css'

/**
 * A part of a page whose code loads after the page has shown (a payment form, a message
 * thread), so the page's own chunk stays within its budget (docs/budgets.md). Until it arrives,
 * a spinner holds about its height, so what follows does not jump when it does. A part whose
 * code fails to load throws to the route's error boundary, which reloads the page once, as for
 * any page whose code failed (the boot machine).
 */
export function LazyPart({
  minHeight,
  children,
}: {
  /** About the part's height when it shows, in CSS units. */
  minHeight: string
  children: ReactNode
}) {
  return <Suspense fallback={<PartPending minHeight={minHeight} />}>{children}</Suspense>
}

function PartPending({ minHeight }: { minHeight: string }) {
  const { t } = useLingui()
  return (
    <div className="lazy-part-pending" style={{ minHeight }}>
      <Spinner label={t`Loading`} />
    </div>
  )
}
