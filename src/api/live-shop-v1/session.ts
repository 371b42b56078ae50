/**
 * Live shop single sign-on and the live-shop user (docs/errors.md#live-logins). Both logins answer
 * every failure as a result, 5xx included: INTERNAL_SYSTEM_ERROR sends the seller to the
 * internal-system page, and any other failure (an unknown token's 401 among them) to the
 * unauthorized page, which the caller decides; so a 401 here is an answer and never runs the logout
 * flow.
 */
import * as v from 'valibot'
import type { Http } from '../http'
import { sessionCalls as calls } from '../schemas/calls/live-shop-v1/session'
import type { BodyOf } from '../schemas/calls/call'
import { contractSpec } from '../shared/contract-spec'

/**
 * An unknown or spent token's 401. Expected on these calls (a stale link), so read as a known
 * answer rather than reported as a body nobody understands; any other code still is.
 */
const NotSignedOnSchema = v.object({
  code: v.literal('UNAUTHORIZED'),
  message: v.optional(v.string()),
})
const sellerErrors = v.variant('code', [calls.sellerLogin.errorBody, NotSignedOnSchema])
const buyerErrors = v.variant('code', [calls.buyerLogin.errorBody, NotSignedOnSchema])

/** POST /seller/login {token}: `data.handsup_token` is the seller's session; LIVER_NOT_IN_WHITELIST. */
export function sellerLogin(http: Http, body: BodyOf<typeof calls.sellerLogin>) {
  return http.result4xx5xx({
    ...contractSpec('v1.sellerLogin', calls.sellerLogin, { body }),
    errors: sellerErrors,
    on401: 'answer',
  })
}

/** POST /buyer/login {token}: the buyer's session from the live page's single sign-on token. */
export function buyerLogin(http: Http, body: BodyOf<typeof calls.buyerLogin>) {
  return http.result4xx5xx({
    ...contractSpec('v1.buyerLogin', calls.buyerLogin, { body }),
    errors: buyerErrors,
    on401: 'answer',
  })
}

/** GET /me: the live-shop user (data policy, 17LIVE account, locale). */
export async function getMe(http: Http) {
  return (await http.call(contractSpec('v1.getMe', calls.getMe, {}))).data
}

/** PUT /me: accept the data policy and/or change the locale; answers the updated user. */
export async function updateMe(http: Http, body: BodyOf<typeof calls.updateMe>) {
  return (await http.call(contractSpec('v1.updateMe', calls.updateMe, { body }))).data
}
