/**
 * One way to report a caught error: to the console at once and to the error service (Sentry).
 * Sentry loads after first paint to keep it out of the initial bundle, so reports and
 * breadcrumbs raised before then wait in a queue and are sent when the sink attaches.
 */
export type ErrorContext = Record<string, unknown>

export interface Breadcrumb {
  category: string
  message: string
  data?: Record<string, unknown>
  level?: 'info' | 'warning' | 'error'
}

export interface ErrorSink {
  captureException(error: unknown, context: ErrorContext): void
  addBreadcrumb(breadcrumb: Breadcrumb): void
}

type Pending =
  | { kind: 'error'; error: unknown; context: ErrorContext }
  | { kind: 'breadcrumb'; breadcrumb: Breadcrumb }

const MAX_PENDING = 100
let sink: ErrorSink | undefined
let pending: Pending[] = []

function enqueue(item: Pending) {
  if (pending.length >= MAX_PENDING) pending.shift()
  pending.push(item)
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  console.error(error, context)
  if (sink) sink.captureException(error, context)
  else enqueue({ kind: 'error', error, context })
}

export function addBreadcrumb(breadcrumb: Breadcrumb): void {
  if (sink) sink.addBreadcrumb(breadcrumb)
  else enqueue({ kind: 'breadcrumb', breadcrumb })
}

/** Attaches the real service and sends everything raised before it, in order. */
export function attachErrorSink(next: ErrorSink): void {
  sink = next
  const queued = pending
  pending = []
  for (const item of queued) {
    if (item.kind === 'error') next.captureException(item.error, item.context)
    else next.addBreadcrumb(item.breadcrumb)
  }
}

/** For tests: forget the sink and the queue. */
export function resetErrorReporting(): void {
  sink = undefined
  pending = []
}

/** Window-level errors and rejections are reported, and the browser's default logging suppressed. */
export function installGlobalErrorHandlers(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    event.preventDefault()
    reportError(event.error ?? new Error(event.message), { source: 'window.error' })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault()
    reportError(event.reason, { source: 'unhandledrejection' })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
