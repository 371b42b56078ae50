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
): Result4xx5xx<Out<R>, E> {
  switch (outcome.kind) {
    case 'answer':
      if (outcome.status >= 200 && outcome.status < 300) {
        return {
          ok: true,
          status: outcome.status,
          data: validateResponse(spec.response, outcome.body, spec.name),
        }
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

async function run<R extends v.GenericSchema, E extends ApiErrorBody>(
  deps: ExchangeDeps,
  spec: CallSpec<R>,
  readError: (raw: unknown, status: number) => E | UnknownErrorBody,
): Promise<{ result: Result4xx5xx<Out<R>, E>; reported: boolean }> {
  const result = toResult(await exchange(deps, spec), spec, readError)
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

export function createFlavours(deps: ExchangeDeps): Flavours {
  return {
    async call(spec) {
      const { result, reported } = await run(deps, spec, readLooseErrorBody)
      if (result.ok) return result.data
      throw new ApiError(spec.name, result, reported)
    },
    async result4xx(spec) {
      const { result, reported } = await run(deps, spec, familyReader(spec))
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
      return (await run(deps, spec, familyReader(spec))).result
    },
  }
}
