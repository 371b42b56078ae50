import * as v from 'valibot'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const EFFECT_MISSING = 'give at least one of status, delayMs, network or malformed'

/** The body of `POST /__sandbox/faults` (sandbox contract, Controls). */
export const FaultInputSchema = v.pipe(
  v.strictObject({
    method: v.optional(
      v.pipe(
        v.string(),
        v.toUpperCase(),
        v.check((method) => METHODS.includes(method), `one of ${METHODS.join(', ')}`),
      ),
    ),
    path: v.pipe(
      v.string(),
      v.check((path) => path.startsWith('/') || path.startsWith('*'), 'starts with / or is *'),
    ),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
    body: v.optional(v.unknown()),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
    network: v.optional(v.literal('abort')),
    malformed: v.optional(v.literal(true)),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** Ours, beyond the contract: `after` lets the call reach the route first (an unknown outcome). */
    when: v.optional(v.picklist(['before', 'after'])),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['delayMs'], ['network'], ['malformed']],
      (f) =>
        f.status !== undefined ||
        f.delayMs !== undefined ||
        f.network !== undefined ||
        f.malformed !== undefined,
      EFFECT_MISSING,
    ),
    ['status'],
  ),
  v.forward(
    v.partialCheck(
      [['network'], ['status'], ['body'], ['malformed']],
      (f) =>
        f.network === undefined ||
        (f.status === undefined && f.body === undefined && f.malformed === undefined),
      'an aborted connection has no status, body or malformed answer',
    ),
    ['network'],
  ),
  v.forward(
    v.partialCheck(
      [['body'], ['status'], ['malformed']],
      (f) => f.body === undefined || f.status !== undefined || f.malformed !== undefined,
      'a body needs a status (or malformed)',
    ),
    ['body'],
  ),
)

export type FaultInput = v.InferOutput<typeof FaultInputSchema>

export interface Fault extends FaultInput {
  id: number
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('.*')}$`)
}

/**
 * Whether a fault applies to a call. The path pattern is compared with the path alone, or with
 * path and query when the pattern itself has a query.
 */
export function faultMatches(
  fault: FaultInput,
  method: string,
  path: string,
  search: string,
): boolean {
  if (fault.method && fault.method !== method.toUpperCase()) return false
  const target = fault.path.includes('?') ? path + search : path
  return patternToRegExp(fault.path).test(target)
}
