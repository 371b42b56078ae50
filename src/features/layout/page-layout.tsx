import { useEffect, type ReactNode } from 'react'
import { useMatches } from '@tanstack/react-router'
import { resolveLayout } from '../../lib/layout'
import { reportError } from '../../lib/report-error'
import { ToastRegion } from '../ui/toast-region'
import { useDocumentBrand, useRouteBrand } from './route-brand'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { SkipLink } from './skip-link'
import { InsideLayoutProvider } from './layout-context'
import './page-layout.css'

/** The deepest matched route that declares a layout decides it (docs/routes.md#layouts). */
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
  const brand = useRouteBrand()
  useDocumentBrand(brand)
  return (
    <div className={`page page--${layout}`}>
      {layout !== 'default' && <SkipLink />}
      {layout !== 'default' && <SiteHeader brand={brand} />}
      {/* Focusable so the skip link can move focus here, not only scroll. */}
      <main id="main" className="page__main" tabIndex={-1}>
        <InsideLayoutProvider value={true}>{children}</InsideLayoutProvider>
      </main>
      {layout === 'header-footer' && <SiteFooter />}
      <ToastRegion />
    </div>
  )
}
