import type { ReactNode } from 'react'

/** One labelled value of a description list (`<dl className="live-order-facts">`). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
