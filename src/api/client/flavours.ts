/**
 * The three client flavours (docs/api.md#client-flavours), all from one outcome:
 * - `call`: data, or rejects with ApiError on any failure;
 * - `result4xx`: 4xx answers and invalid input come back as typed results; the rest rejects;
 * - `result4xx5xx`: every failure comes back as a typed result (for calls whose outcome must be
 *   shown, never thrown away: pay, checkout).
 * Whatever the flavour, a 401 has already run the logout flow in `exchange`.
 */
import type * as v from 'valibot'
import { addBreadcrumb, reportError } from '../../lib/report-error'
import type { CallSpec, ErrorSchema, ResultCallSpec } from './call-spec'
import { exchange, type ExchangeDeps, type Outcome } from './exchange'
import { readErrorBody, readLooseErrorBody } from './error-body'
import { KEPT_CALLS, type KeptRead } from './repeated-reads'
import { validateResponse } from './response-validation'
import {
  ApiError,
  type ApiErrorBody,
  type Failure,
  type Result4xx,
  type Result4xx5xx,
  type UnknownErrorBody,
} from './results'

type Out<S extends v.GenericSchema> = v.InferOutput<S>

/** 5xx answers and malformed bodies are the server's fault: reported here, once, for every flavour. */
function isReportable(result: Failure): boolean {
  return (result.kind === 'http' && result.status >= 500) || result.kind === 'malformed'
}

function toResult<R extends v.GenericSchema, E extends ApiErrorBody>(
  outcome: Outcome,
  spec: CallSpec<R>,
  readError: (raw: unknown, status: number) => E | UnknownErrorBody,
  reads: KeptReadsOf,
): Result4xx5xx<Out<R>, E> {
  switch (outcome.kind) {
    case 'same':
      return { ok: true, status: outcome.status, data: reads.kept!.data as Out<R> }
    case 'answer':
      if (outcome.status >= 200 && outcome.status < 300) {
        const data = validateResponse(spec.response, outcome.body, spec.name)
        reads.keep?.({ bytes: outcome.bytes, data })
        return { ok: true, status: outcome.status, data }
      }
      return {
        ok: false,
        kind: 'http',
        status: outcome.status,
        error: readError(outcome.body, outcome.status),
      }
    case 'malformed':
      return { ok: false, kind: 'malformed', status: outcome.status }
    case 'network':
      // Connectivity is the visitor's, not a bug: a breadcrumb for context, no report.
      addBreadcrumb({
        category: 'api.network',
        message: `${spec.name}: no answer`,
        level: 'warning',
      })
      return { ok: false, kind: 'network', cause: outcome.cause }
    case 'invalid-input':
      return outcome
  }
}

/** A repeated call's kept answer and how to keep the next; nothing for any other call. */
interface KeptReadsOf {
  kept?: KeptRead
  keep?: (read: KeptRead) => void
}

/**
 * The call and its path (the post's id is in it), so two posts followed at once keep an answer
 * each. A match is right whatever the key: one call's data is its bytes through its one schema.
 */
const readKey = (spec: CallSpec<v.GenericSchema>): string => `${spec.name} ${spec.path}`

function keptReadsOf(reads: Map<string, KeptRead>, spec: CallSpec<v.GenericSchema>): KeptReadsOf {
  if (!spec.repeated || spec.method.toUpperCase() !== 'GET') return {}
  const key = readKey(spec)
  return {
    kept: reads.get(key),
    keep: (read) => {
      reads.delete(key)
      reads.set(key, read)
      // The oldest goes: a page follows one or two calls at a time.
      if (reads.size > KEPT_CALLS) reads.delete(reads.keys().next().value!)
    },
  }
}

async function run<R extends v.GenericSchema, E extends ApiErrorBody>(
  deps: ExchangeDeps,
  reads: Map<string, KeptRead>,
  spec: CallSpec<R>,
  readError: (raw: unknown, status: number) => E | UnknownErrorBody,
): Promise<{ result: Result4xx5xx<Out<R>, E>; reported: boolean }> {
  const kept = keptReadsOf(reads, spec)
  const outcome = await exchange(deps, spec, kept.kept?.bytes)
  const result = toResult(outcome, spec, readError, kept)
  if (result.ok || !isReportable(result)) return { result, reported: false }
  reportError(new ApiError(spec.name, result, true), { call: spec.name })
  return { result, reported: true }
}

export interface Flavours {
  call<R extends v.GenericSchema>(spec: CallSpec<R>): Promise<Out<R>>
  result4xx<R extends v.GenericSchema, E extends ErrorSchema>(
    spec: ResultCallSpec<R, E>,
  ): Promise<Result4xx<Out<R>, Out<E>>>
  result4xx5xx<R extends v.GenericSchema, E extends ErrorSchema>(
    spec: ResultCallSpec<R, E>,
  ): Promise<Result4xx5xx<Out<R>, Out<E>>>
}

/**
 * A call's error body is checked against its family where the family applies: the domain
 * refusals (400, 409, 422 ...). Not for a 401 that ended the session (the body is the session's),
 * a 403 or 404 (the status says it all) or a 5xx (already reported as such): those come back as
 * UNKNOWN with the server's message, without a second, misleading mismatch report.
 */
function familyReader<E extends ApiErrorBody>(
  spec: ResultCallSpec<v.GenericSchema, v.GenericSchema<unknown, E>>,
) {
  return (raw: unknown, status: number) => {
    const sessionEnded = status === 401 && spec.on401 !== 'answer'
    const statusSaysAll = sessionEnded || status === 403 || status === 404 || status >= 500
    return readErrorBody(spec.errors, raw, spec.name, { reportMismatch: !statusSaysAll })
  }
}

export function createFlavours(exchangeDeps: ExchangeDeps): Flavours {
  const reads = new Map<string, KeptRead>()
  const deps: ExchangeDeps = {
    ...exchangeDeps,
    // A session that ends takes its kept answers with it: the next person's reads start afresh.
    onUnauthorized: (call) => {
      reads.clear()
      exchangeDeps.onUnauthorized(call)
    },
  }
  return {
    async call(spec) {
      const { result, reported } = await run(deps, reads, spec, readLooseErrorBody)
      if (result.ok) return result.data
      throw new ApiError(spec.name, result, reported)
    },
    async result4xx(spec) {
      const { result, reported } = await run(deps, reads, spec, familyReader(spec))
      if (
        result.ok ||
        result.kind === 'invalid-input' ||
        (result.kind === 'http' && result.status < 500)
      ) {
        return result
      }
      throw new ApiError(spec.name, result, reported)
    },
    async result4xx5xx(spec) {
      return (await run(deps, reads, spec, familyReader(spec))).result
    },
  }
}
