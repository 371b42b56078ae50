/**
 * Marketplace session calls (spec 7), and the pattern every endpoint module follows: one function
 * per call, taking the app's `Http` first, describing the call in one spec object, with schemas
 * from `src/api/schemas`.
 */
import type { Http } from '../http'
import { GuestTokenResponseSchema, MeResponseSchema } from '../schemas/responses/auth'

/**
 * GET /api/v2/live-web/me: who the tokens sent belong to (user and guest, each possibly null).
 * Default flavour: anything but a 2xx rejects, and a 401 signs out.
 */
export function getMe(http: Http) {
  return http.call({ name: 'getMe', method: 'get', path: 'api/v2/live-web/me', response: MeResponseSchema })
}

/**
 * POST /api/v2/guest/token: a guest session for checking out without an account. The caller
 * (the visitor machine) keeps the token with `tokens.set('guest', data.token)`.
 */
export async function createGuestToken(http: Http) {
  const { data } = await http.call({
    name: 'createGuestToken',
    method: 'post',
    path: 'api/v2/guest/token',
    response: GuestTokenResponseSchema,
  })
  return data
}
