import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation, useRouteContext, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from '../../lib/chunk-error'
import { reportError } from '../../lib/report-error'
import { Button } from '../ui/button'
import { ErrorPage } from '../ui/error-page'
import { RetryButton } from '../ui/retry-button'
import { useInsideLayout } from './layout-context'

/**
 * The route-level error boundary: reports once, and a page whose code failed to load reloads.
 * At the root it replaces the layout, so it then brings its own main landmark; as a route's
 * errorComponent it renders inside the layout's.
 */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const { boot } = useRouteContext({ from: '__root__' })
  const href = useLocation({ select: (location) => location.href })
  const chunkFailed = isChunkLoadError(error)
  const insideLayout = useInsideLayout()

  useEffect(() => {
    // A page whose code failed to load is the boot machine's, told by the router (app/router.tsx).
    if (chunkFailed) return
    // A page whose code failed to load surfaces here as a follow-on error; the boot machine has
    // already reloaded or reported that page, so it is not reported a second time.
    const chunks = boot.getSnapshot()
    const handled =
      chunks.matches({ chunks: 'reloading' }) ||
      (chunks.matches({ chunks: 'failed' }) && chunks.context.failedPath === href)
    if (!handled) reportError(error, { source: 'route-error-boundary' })
  }, [boot, chunkFailed, error, href])

  return (
    <ErrorPage
      asMain={!insideLayout}
      badge="!"
      title={<Trans>Something went wrong</Trans>}
      actions={
        <>
          <RetryButton reset={reset} />
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <p>
        <Trans>If it keeps happening, reload the page or come back a little later.</Trans>
      </p>
    </ErrorPage>
  )
}
