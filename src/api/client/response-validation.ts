/**
 * Response policy (docs/entities.md#schema-policy): the API is not ours, so a body that does not
 * match its schema leaves a breadcrumb, is reported with the call name and the issues, and its raw
 * data is used anyway. That is a deliberate trade-off: a renamed optional field should not take a
 * page down. Transforms in the schema do not run on the raw data, so consumers must tolerate the
 * raw shape.
 */
import * as v from 'valibot'
import { addBreadcrumb, reportError } from '../../lib/report-error'
import { flattenIssues, type FieldIssue } from './request-validation'

export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError'
  constructor(
    readonly call: string,
    readonly issues: FieldIssue[],
  ) {
    super(`${call}: the response does not match its schema`)
  }
}

export function recordMismatch(call: string, issues: FieldIssue[]): void {
  addBreadcrumb({
    category: 'api.schema',
    message: `${call}: response does not match its schema`,
    data: { call, issues },
    level: 'warning',
  })
  reportError(new SchemaMismatchError(call, issues), { call, issues })
}

/** The body as the schema's output; on a mismatch, recorded and the raw body returned as is. */
export function validateResponse<S extends v.GenericSchema>(
  schema: S,
  raw: unknown,
  call: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, raw)
  if (result.success) return result.output
  recordMismatch(call, flattenIssues(result.issues))
  return raw as v.InferOutput<S>
}
