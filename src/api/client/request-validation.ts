/**
 * Typed input is checked against its request schema before anything is sent: a bad input never
 * reaches the network and comes back as a typed failure listing each offending field.
 */
import * as v from 'valibot'

export interface FieldIssue {
  /** Dot path of the field, e.g. `address.postcode`; empty for the input as a whole. */
  path: string
  message: string
}

export interface InvalidInputFailure {
  ok: false
  kind: 'invalid-input'
  issues: FieldIssue[]
}

export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))
}

export type Validated<T> = { ok: true; value: T } | InvalidInputFailure

export function validateInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, kind: 'invalid-input', issues: flattenIssues(result.issues) }
}
