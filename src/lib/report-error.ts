/**
 * One way to report a caught error: to the console at once and to the error service (Sentry).
 * Sentry loads after first paint to keep it out of the initial bundle, so reports and
 * breadcrumbs raised before then wait in a queue and are sent when the sink attaches, each with
 * the moment it happened (not the moment it was sent), so their order among breadcrumbs holds.
 */
export type ErrorContext = Record<string, unknown>

export interface Breadcrumb {
  category: string
  message: string
  data?: Record<string, unknown>
  level?: 'info' | 'warning' | 'error'
}

/** `at` (milliseconds since the epoch) is given for what was queued: when it happened. */
export interface ErrorSink {
  captureException(error: unknown, context: ErrorContext, at?: number): void
  addBreadcrumb(breadcrumb: Breadcrumb, at?: number): void
}

type Pending =
  | { kind: 'error'; error: unknown; context: ErrorContext; at: number }
  | { kind: 'breadcrumb'; breadcrumb: Breadcrumb; at: number }

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
  else enqueue({ kind: 'error', error, context, at: Date.now() })
}

export function addBreadcrumb(breadcrumb: Breadcrumb): void {
  if (sink) sink.addBreadcrumb(breadcrumb)
  else enqueue({ kind: 'breadcrumb', breadcrumb, at: Date.now() })
}

/** Attaches the real service and sends everything raised before it, in order. */
export function attachErrorSink(next: ErrorSink): void {
  sink = next
  const queued = pending
  pending = []
  for (const item of queued) {
    if (item.kind === 'error') next.captureException(item.error, item.context, item.at)
    else next.addBreadcrumb(item.breadcrumb, item.at)
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
