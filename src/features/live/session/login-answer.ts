import type { Failure, Success } from '../../../api/client/results'
import type { LoginAnswer } from '../guards/session-decisions'

/** A login call's result, reduced to what the session decision reads (see decideLogin). */
export function loginAnswerOf(result: Success<{ handsup_token: string }> | Failure): LoginAnswer {
  if (result.ok) return { ok: true, token: result.data.handsup_token }
  if (result.kind === 'http')
    return { ok: false, kind: 'http', status: result.status, code: result.error.code }
  return { ok: false, kind: result.kind }
}
