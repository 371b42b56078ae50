/**
 * The visitor machine's calls to the API, loaded with the API client when the visitor first needs
 * the server, never with the shell. Each failure rejects with a `VisitorFailure` whose `code` the
 * machine keeps for the screens (login and checkout messages).
 */
import type {
  Guest,
  LoginAccepted,
  LoginCredentials,
  SessionRead,
} from '../../../machines/visitor/visitor-types'
import type { ExchangeFailure } from '../../../machines/visitor/temporary-failure'
import { failureCode, isApiError, type Failure } from '../../api/client/results'
import type { Http } from '../../api/http'
import { login } from '../../api/marketplace-v2/account'
import { claimGuestOrder, createGuestToken, getMe } from '../../api/marketplace-v2/session'
import { LOGIN_ERROR_CODES } from '../../api/schemas/error-codes'
import { reportError } from '../../lib/report-error'

/**
 * The codes the machine hands on: the login codes (docs/errors.md#login), NETWORK, and UNKNOWN for
 * the rest.
 */
const PASSED_ON: ReadonlySet<string> = new Set([...LOGIN_ERROR_CODES, 'NETWORK'])

export class VisitorFailure extends Error {
  override readonly name = 'VisitorFailure'
  readonly code: string
  constructor(
    code: string,
    options?: ErrorOptions,
    /** What kind of failure it was, for the machine's rule on temporary ones (no answer, 5xx). */
    readonly failure: ExchangeFailure = { kind: 'unknown' },
  ) {
    super(`Visitor session call failed: ${code}`, options)
    this.code = PASSED_ON.has(code) ? code : 'UNKNOWN'
  }
}

function exchangeFailureFrom(failure: Failure): ExchangeFailure {
  return failure.kind === 'http' ? { kind: 'http', status: failure.status } : { kind: failure.kind }
}

/** API failures were reported (or deliberately not, for connectivity) by the client; bugs are not. */
function asVisitorFailure(error: unknown, call: string): VisitorFailure {
  if (isApiError(error))
    return new VisitorFailure(
      failureCode(error.failure),
      { cause: error },
      exchangeFailureFrom(error.failure),
    )
  reportError(error, { source: 'visitor machine', call })
  return new VisitorFailure('UNKNOWN', { cause: error })
}

export async function readSession(http: Http): Promise<SessionRead> {
  try {
    return await getMe(http)
  } catch (error) {
    throw asVisitorFailure(error, 'v2.getMe')
  }
}

export async function createGuest(http: Http): Promise<Guest> {
  try {
    return await createGuestToken(http)
  } catch (error) {
    throw asVisitorFailure(error, 'v2.createGuestToken')
  }
}

/** The guest session of an order e-mail's key (NOT_FOUND when the key is not that order's). */
export async function claimGuest(http: Http, orderId: number, key: string): Promise<Guest> {
  try {
    return await claimGuestOrder(http, orderId, key)
  } catch (error) {
    throw asVisitorFailure(error, 'v2.claimGuestOrder')
  }
}

export async function logIn(http: Http, credentials: LoginCredentials): Promise<LoginAccepted> {
  let result: Awaited<ReturnType<typeof login>>
  try {
    result = await login(http, credentials)
  } catch (error) {
    throw asVisitorFailure(error, 'v2.login')
  }
  if (result.ok) return { token: result.data.handsup_token }
  throw new VisitorFailure(failureCode(result), undefined, exchangeFailureFrom(result))
}
