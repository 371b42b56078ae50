import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/api/client/results'
import { reportUnexpected } from '../../../src/api/client/report-unexpected'
import { attachErrorSink, resetErrorReporting } from '../../../src/lib/report-error'

function captured() {
  const captureException = vi.fn()
  attachErrorSink({ captureException, addBreadcrumb: vi.fn() })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return captureException
}

afterEach(() => {
  resetErrorReporting()
  vi.restoreAllMocks()
})

describe('reportUnexpected', () => {
  it('reports a bug or a failed import, to the error service and the console', () => {
    const capture = captured()
    const bug = new TypeError('x is undefined')
    reportUnexpected(bug, { source: 'test' })
    expect(capture).toHaveBeenCalledWith(bug, { source: 'test' })
    expect(console.error).toHaveBeenCalledWith(bug, { source: 'test' })
  })

  it('leaves API failures the person is shown, and those the client already reported', () => {
    const capture = captured()
    const answer = { ok: false, kind: 'http', status: 422, error: { code: 'X' } } as const
    reportUnexpected(new ApiError('v2.x', answer, false))
    reportUnexpected(new ApiError('v2.x', { ok: false, kind: 'network', cause: null }, false))
    reportUnexpected(new ApiError('v2.x', { ok: false, kind: 'malformed', status: 200 }, true))
    expect(capture).not.toHaveBeenCalled()
  })

  it('reports input our own forms should have refused', () => {
    const capture = captured()
    reportUnexpected(new ApiError('v2.x', { ok: false, kind: 'invalid-input', issues: [] }, false))
    expect(capture).toHaveBeenCalledOnce()
  })
})
