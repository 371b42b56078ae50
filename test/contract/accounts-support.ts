/** Small readers the account and wallet contract tests share (the sandbox harness: catalog-harness.ts). */
import { expect } from 'vitest'
import { isApiError } from '../../src/api/client/results'

/**
 * How a default-flavour call ended: the HTTP status it failed with, the kind of a failure that
 * had none (`invalid-input`, `network`), or `resolved`.
 */
export async function failedStatus(call: Promise<unknown>): Promise<number | string> {
  try {
    await call
    return 'resolved'
  } catch (error) {
    if (!isApiError(error)) throw error
    return error.failure.kind === 'http' ? error.failure.status : error.failure.kind
  }
}

/** The fields a sandbox 422 VALIDATION_EXCEPTION answer names, sorted. */
export async function validationFields(answer: Response): Promise<string[]> {
  expect(answer.status).toBe(422)
  const body = (await answer.json()) as { code: string; data: Record<string, string[]> }
  expect(body.code).toBe('VALIDATION_EXCEPTION')
  return Object.keys(body.data).sort()
}
