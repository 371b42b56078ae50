// Only what we use of the SDK, imported by name: a dynamic import of '@sentry/react' itself would
// keep every export (tracing, replay, profiling) in the chunk.
export {
  addBreadcrumb,
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  functionToStringIntegration,
  httpContextIntegration,
  eventFiltersIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/react'
