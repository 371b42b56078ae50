import { useEffect, type ReactNode } from 'react'
import { useMatches } from '@tanstack/react-router'
import { resolveLayout } from '../../lib/layout'
import { reportError } from '../../lib/report-error'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

/** The deepest matched route that declares a layout decides it (spec 2, page layouts). */
function useRouteLayout() {
  const declared = useMatches({
    select: (matches) =>
      [...matches].reverse().find((match) => match.staticData.layout !== undefined)?.staticData
        .layout,
  })
  const resolution = resolveLayout(declared)
  useEffect(() => {
    if (resolution.problem) {
      reportError(new Error(`${resolution.problem}: ${JSON.stringify(resolution.value)}`), {
        layout: resolution.value,
      })
    }
  }, [resolution.problem, resolution.value])
  return resolution.layout
}

export function PageLayout({ children }: { children: ReactNode }) {
  const layout = useRouteLayout()
  return (
    <div className={`page page--${layout}`}>
      {layout !== 'default' && <SiteHeader />}
      <main id="main" className="page__main">
        {children}
      </main>
      {layout === 'header-footer' && <SiteFooter />}
    </div>
  )
}
