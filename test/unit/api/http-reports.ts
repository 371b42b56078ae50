/** Captures what the client sends to the error service, and keeps the console quiet. */
import { afterEach, beforeEach, vi } from 'vitest'
import {
  attachErrorSink,
  resetErrorReporting,
  type Breadcrumb,
  type ErrorContext,
} from '../../../src/lib/report-error'

export function captureReports() {
  const captured = {
    errors: [] as { error: unknown; context: ErrorContext }[],
    breadcrumbs: [] as Breadcrumb[],
  }
  beforeEach(() => {
    captured.errors.length = 0
    captured.breadcrumbs.length = 0
    vi.spyOn(console, 'error').mockImplementation(() => {})
    attachErrorSink({
      captureException: (error, context) => void captured.errors.push({ error, context }),
      addBreadcrumb: (breadcrumb) => void captured.breadcrumbs.push(breadcrumb),
    })
  })
  afterEach(() => {
    resetErrorReporting()
    vi.restoreAllMocks()
  })
  return captured
}
