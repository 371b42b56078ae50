import { attachErrorSink } from '../lib/report-error'
import { config, defaultSentryDsn } from '../lib/env'
import { scrubCredentialsDeep } from '../lib/scrub-credentials'

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
    // The page's address, navigations and calls may carry a credential, also nested inside
    // another parameter (an error page's `from`): masked before anything leaves.
    beforeSend: (event) => scrubCredentialsDeep(event),
    beforeBreadcrumb: (breadcrumb) => scrubCredentialsDeep(breadcrumb),
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.breadcrumbsIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.httpContextIntegration(),
    ],
  })
  // Sentry counts in seconds. A queued report keeps the moment it was raised: the SDK would
  // stamp it with its own load time, after breadcrumbs that came later.
  const seconds = (at: number) => at / 1000
  attachErrorSink({
    captureException: (error, context, at) => {
      if (at === undefined) {
        Sentry.captureException(error, { extra: context })
        return
      }
      Sentry.withScope((scope) => {
        scope.addEventProcessor((event) => ({ ...event, timestamp: seconds(at) }))
        Sentry.captureException(error, { extra: context })
      })
    },
    addBreadcrumb: (breadcrumb, at) =>
      Sentry.addBreadcrumb(
        at === undefined ? breadcrumb : { ...breadcrumb, timestamp: seconds(at) },
      ),
  })
}

/** However long the first page takes, Sentry does not wait for it longer than this. */
const FIRST_PAGE_WAIT_MS = 10_000

/**
 * The first page is loaded before all of it has painted: a checkout step renders in a second,
 * sliced pass (its main thread idle between the two), a product its image. On a slow connection
 * the SDK's download would compete with what is still coming, so it waits this much longer.
 */
const FIRST_PAGE_PAINT_MS = 1_000

/**
 * After the load event and the first page's own loading (its code, messages and data: the load
 * event comes before most of it) and painting, when the main thread is idle (or a few seconds
 * later at the latest), so the SDK never competes with the page; reports raised meanwhile wait
 * in the queue. A page being hidden starts it at once, to give queued reports their best chance
 * to leave.
 */
export function startSentryAfterFirstPaint(firstPage: Promise<unknown> = Promise.resolve()): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    // Error reporting itself failed to start: the console is the one place left to say so.
    startSentry().catch((error: unknown) => console.error('Error reporting failed to start', error))
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 4000 })
      : setTimeout(start, 2000)
  const afterFirstPage = () => {
    const cap = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))
    // A first page that failed is the router's to show; error reporting starts either way.
    const painted = () => setTimeout(whenIdle, FIRST_PAGE_PAINT_MS)
    void Promise.race([firstPage, cap]).then(painted, painted)
  }
  if (document.readyState === 'complete') afterFirstPage()
  else window.addEventListener('load', afterFirstPage, { once: true })
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) start()
  })
}
