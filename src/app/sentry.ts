import { attachErrorSink } from '../lib/report-error'
import { config, defaultSentryDsn } from './env'

/**
 * Loads the Sentry SDK after first paint (it is too large for the initial bundle) and hands it
 * the reports queued until then.
 */
export async function startSentry(): Promise<void> {
  const Sentry = await import('./sentry-sdk')
  Sentry.init({
    dsn: config.sentryDsn || defaultSentryDsn(window.location),
    environment: 'production',
    release: import.meta.env.VITE_RELEASE as string | undefined,
    // Our window handlers are the one path for global errors (reported even before Sentry
    // loads), so Sentry's global handlers and timer wrapping stay off.
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.breadcrumbsIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.httpContextIntegration(),
    ],
  })
  attachErrorSink({
    captureException: (error, context) => Sentry.captureException(error, { extra: context }),
    addBreadcrumb: (breadcrumb) => Sentry.addBreadcrumb(breadcrumb),
  })
}

export function startSentryAfterFirstPaint(): void {
  const start = () => {
    startSentry().catch((error: unknown) => console.error('Error reporting failed to start', error))
  }
  if (document.readyState === 'complete') setTimeout(start, 0)
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true })
}
