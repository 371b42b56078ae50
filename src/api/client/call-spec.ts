/**
 * How an endpoint function describes its call to the client: one object, read top to bottom like
 * the call table entry it comes from.
 */
import type * as v from 'valibot'
import type { ApiErrorBody } from './results'

export type Method = 'get' | 'post' | 'put' | 'delete'

export type QueryValue = string | number | boolean | null | undefined
export type QueryRecord = Readonly<Record<string, QueryValue | readonly QueryValue[]>>

/** An input paired with the request schema it must pass before it is sent. */
export interface Checked<T = unknown> {
  readonly schema: v.GenericSchema<unknown, T>
  readonly value: unknown
}

/** Pairs a typed input with its request schema; the schema's output is what is sent. */
export function checked<S extends v.GenericSchema>(
  schema: S,
  value: v.InferInput<S>,
): Checked<v.InferOutput<S>> {
  return { schema, value }
}

export type ErrorSchema = v.GenericSchema<unknown, ApiErrorBody>

export interface CallSpec<R extends v.GenericSchema> {
  /** Names the call in reports and breadcrumbs, e.g. `getMe`. */
  name: string
  method: Method
  /** Relative to the API host, e.g. `api/v2/live-web/me`; build it with `apiPath` when it has ids. */
  path: string
  /** Search parameters: constants as a record, or a checked input whose output is the record. */
  query?: QueryRecord | Checked<QueryRecord>
  /** JSON body, checked against its request schema first. */
  body?: Checked
  /** What a 2xx body should look like. */
  response: R
  /**
   * A 401 runs the logout flow, except for the few calls whose 401 is an answer about the input
   * (login with a wrong password): those say `'answer'` and get it back like any other 4xx.
   */
  on401?: 'logout' | 'answer'
  signal?: AbortSignal
  /**
   * Read again and again while a page is open (a page following the stream): an answer whose
   * bytes are those of the last is the last data again, unparsed and unchecked (repeated-reads.ts).
   */
  repeated?: boolean
}

export interface ResultCallSpec<
  R extends v.GenericSchema,
  E extends ErrorSchema,
> extends CallSpec<R> {
  /**
   * Reads non-2xx bodies into the call's typed error union (docs/errors.md). Its output needs a
   * `code`; a body it rejects is reported and comes back as code UNKNOWN. A pipe with a transform
   * can map an odd body (e.g. `{ report_type }`) onto `{ code }`.
   */
  errors: E
}
