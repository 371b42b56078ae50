/**
 * Marketplace session calls: who the tokens sent belong to, and a guest session. Like every
 * endpoint module: one function per call, taking the app's `Http` first, built from the call's
 * entry in the contract table (src/api/schemas/calls).
 */
import type { Http } from '../http'
import { accountCalls as calls } from '../schemas/calls/marketplace-v2/account'
import { contractSpec } from '../shared/contract-spec'

/**
 * GET /api/v2/live-web/me: who the tokens sent belong to (user and guest, each possibly null).
 * Default flavour: anything but a 2xx rejects, and a 401 (a token the server no longer knows)
 * signs out.
 */
export function getMe(http: Http) {
  return http.call(contractSpec('v2.getMe', calls.getMe, {}))
}

/**
 * POST /api/v2/guest/token: a guest session for checking out without an account. The caller
 * (the visitor machine) keeps the token with `tokens.set('guest', data.token)`.
 */
export async function createGuestToken(http: Http) {
  return (await http.call(contractSpec('v2.createGuestToken', calls.createGuestToken, {}))).data
}

/**
 * POST /api/v2/guest/orders/{id}/access: the guest session that placed the order, for the key of
 * its order e-mail. The caller (the visitor machine) keeps the token like a new guest's.
 */
export async function claimGuestOrder(http: Http, orderId: number, key: string) {
  const spec = contractSpec('v2.claimGuestOrder', calls.claimGuestOrder, {
    params: { id: orderId },
    body: { key },
  })
  return (await http.call(spec)).data
}
