import type { ReactNode } from 'react'

/** One labelled value of an order's description list (`<dl className="order-facts">`). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
