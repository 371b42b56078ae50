/**
 * The live-shop buyer session (docs/routes.md#live-session): the link's single sign-on token is
 * exchanged once (POST buyer/login), its handsup token becomes the consumer token, and the
 * live-shop user (GET /me) is read once per page load; later navigations reuse it.
 */
import { redirect } from '@tanstack/react-router'
import type { Http } from '../../../api/http'
import { buyerLogin, getMe } from '../../../api/live-shop-v1/session'
import { isApiError } from '../../../api/client/results'
import type { LiveShopUser } from '../../../api/schemas/live-user'
import { whileWholePageWaits, type LoadingFlag } from '../../shared/global-loading'
import { tokens } from '../../../api/tokens'
import { applyLiveLocale } from '../live-locale-default'
import { liveBrandLocale } from '../guards/live-locale'
import { hrefWithoutToken, ssoTokenOf } from '../guards/live-query'
import { decideLogin, planSession } from '../guards/session-decisions'
import { loginAnswerOf } from './login-answer'
import {
  queryOf,
  toInternalSystem,
  toUnauthorized,
  toUnreachable,
  type PageLocation,
} from './page-location'
import {
  dropPendingSignOn,
  keepPendingSignOn,
  readPendingSignOn,
  readSessionMarker,
  writeSessionMarker,
  type SessionOwner,
} from './session-marker'

/** The user of the stored token, read once (a promise, so parallel guards share one call). */
let known: { token: string; user: Promise<LiveShopUser> } | undefined

/** The user changed on the server (the data policy accepted): the next guard reads it again. */
export function forgetBuyerUser(): void {
  known = undefined
}

async function loadUser(http: Http, token: string): Promise<LiveShopUser> {
  if (known?.token !== token) known = { token, user: getMe(http) }
  const current = known
  try {
    return await current.user
  } catch (error) {
    if (known === current) known = undefined
    // A stored token the API no longer takes: the client has already cleared it.
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 401)
      toUnauthorized()
    throw error
  }
}

async function exchangeToken(
  http: Http,
  location: PageLocation,
  ssoToken: string,
  loading: LoadingFlag | undefined,
  visitor: SessionOwner | undefined,
): Promise<never> {
  // The whole page waits for the session: nothing of it can show before.
  const answer = await whileWholePageWaits(loading, () => buyerLogin(http, { token: ssoToken }))
  const decision = decideLogin('buyer', loginAnswerOf(answer))
  // Kept only while the server could not say whether it takes the token.
  if (decision.kind === 'temporary' || decision.kind === 'internal-system')
    keepPendingSignOn({ kind: 'buyer', token: ssoToken })
  else dropPendingSignOn()
  switch (decision.kind) {
    case 'session':
      tokens.set('consumer', decision.token)
      writeSessionMarker({ kind: 'buyer', token: decision.token })
      known = undefined
      visitor?.send({ type: 'visitor.session.stored' })
      // Once exchanged, the token leaves the address: a reload resumes instead of logging in.
      throw redirect({
        href: hrefWithoutToken(location.pathname, location.searchStr, location.hash),
        replace: true,
      })
    case 'internal-system':
      return toInternalSystem(location)
    case 'temporary':
      return toUnreachable(location)
    case 'refused':
    case 'unauthorized':
      return toUnauthorized()
  }
}

const buyerPlan = (location: PageLocation) =>
  planSession('buyer', {
    queryToken: ssoTokenOf(queryOf(location)),
    storedToken: tokens.get('consumer'),
    marker: readSessionMarker(),
    pending: readPendingSignOn(),
  })

/** Whether the page goes on with a session already stored, with no sign-on token to exchange. */
export const hasStoredBuyerSession = (location: PageLocation): boolean =>
  buyerPlan(location).kind === 'resume'

/**
 * The buyer's live-shop user, or a redirect to the page that says why there is none. A sign-on
 * token being exchanged raises the global loading flag (`loading`, the boot actor), unless the
 * router is only preloading a link.
 */
export async function ensureBuyerSession(
  http: Http,
  location: PageLocation,
  preload = false,
  loading?: LoadingFlag,
  visitor?: SessionOwner,
): Promise<LiveShopUser> {
  const plan = buyerPlan(location)
  if (plan.kind === 'none') return toUnauthorized()
  if (plan.kind === 'login')
    return exchangeToken(http, location, plan.token, preload ? undefined : loading, visitor)
  const user = await loadUser(http, plan.token)
  // The user's own locale is the live brand's default; the query and a saved choice still win.
  await applyLiveLocale(location, liveBrandLocale(user), preload)
  return user
}
