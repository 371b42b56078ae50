/** What the account and wallet contract tests add to the shared harness (catalog-harness.ts). */
import { expect } from 'vitest'

/** The fields a sandbox 422 VALIDATION_EXCEPTION answer names, sorted. */
export async function validationFields(answer: Response): Promise<string[]> {
  expect(answer.status).toBe(422)
  const body = (await answer.json()) as { code: string; data: Record<string, string[]> }
  expect(body.code).toBe('VALIDATION_EXCEPTION')
  return Object.keys(body.data).sort()
}
