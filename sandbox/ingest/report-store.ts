import type { ErrorReport } from './report'

// Enough for any test or demo; a page stuck in an error loop must not grow the sandbox forever.
const MAX_REPORTS = 500

export interface ReportStore {
  add(report: ErrorReport): void
  /** Oldest first, newest last. */
  list(): ErrorReport[]
  clear(): void
}

export function createReportStore(): ReportStore {
  let reports: ErrorReport[] = []
  return {
    add(report) {
      reports.push(report)
      if (reports.length > MAX_REPORTS) reports = reports.slice(-MAX_REPORTS)
    },
    list: () => [...reports],
    clear() {
      reports = []
    },
  }
}
