import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation, useRouteContext, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from '../lib/chunk-error'
import { reportError } from '../lib/report-error'

/** The route-level error boundary: reports once, and a page whose code failed to load reloads. */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const { boot } = useRouteContext({ from: '__root__' })
  const href = useLocation({ select: (location) => location.href })
  const chunkFailed = isChunkLoadError(error)

  useEffect(() => {
    if (chunkFailed) boot.send({ type: 'app.chunk.failed', path: href })
    else reportError(error, { source: 'route-error-boundary' })
  }, [boot, chunkFailed, error, href])

  return (
    <section className="error-fallback" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={reset}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
