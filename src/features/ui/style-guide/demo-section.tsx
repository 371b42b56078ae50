import type { ReactNode } from 'react'

export function DemoSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="demo-section">
      <h4 className="demo-section__title">{title}</h4>
      <div className="demo-section__body">{children}</div>
    </div>
  )
}
