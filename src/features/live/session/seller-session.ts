/**
 * The seller session (docs/routes.md#live-session): the seller screens exchange the link's token
 * (POST seller/login) for a handsup token kept as the consumer token and marked as a seller's, so
 * moving between the seller screens and reloading need no new login. The seller API has no "who am
 * I": a token it no longer takes answers 401 on the page's first call, which signs out.
 */
import { redirect } from '@tanstack/react-router'
import type { Http } from '../../../api/http'
import { sellerLogin } from '../../../api/live-shop-v1/session'
import { tokens } from '../../../api/tokens'
import { whileWholePageWaits, type LoadingFlag } from '../../shared/global-loading'
import { hrefWithoutToken, ssoTokenOf } from '../guards/live-query'
import { decideLogin, planSession } from '../guards/session-decisions'
import { loginAnswerOf } from './login-answer'
import {
  queryOf,
  toInternalSystem,
  toSellerRefusal,
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

/** A sign-on token being exchanged raises the global loading flag (`loading`, the boot actor). */
export async function ensureSellerSession(
  http: Http,
  location: PageLocation,
  loading?: LoadingFlag,
  visitor?: SessionOwner,
): Promise<void> {
  const plan = planSession('seller', {
    queryToken: ssoTokenOf(queryOf(location)),
    storedToken: tokens.get('consumer'),
    marker: readSessionMarker(),
    pending: readPendingSignOn(),
  })
  if (plan.kind === 'resume') return
  if (plan.kind === 'none') return toUnauthorized()

  const answer = await whileWholePageWaits(loading, () => sellerLogin(http, { token: plan.token }))
  const decision = decideLogin('seller', loginAnswerOf(answer))
  // Kept only while the server could not say whether it takes the token.
  if (decision.kind === 'temporary' || decision.kind === 'internal-system')
    keepPendingSignOn({ kind: 'seller', token: plan.token })
  else dropPendingSignOn()
  switch (decision.kind) {
    case 'session':
      tokens.set('consumer', decision.token)
      writeSessionMarker({ kind: 'seller', token: decision.token })
      visitor?.send({ type: 'visitor.session.stored' })
      throw redirect({
        href: hrefWithoutToken(location.pathname, location.searchStr, location.hash),
        replace: true,
      })
    case 'refused':
      return toSellerRefusal()
    case 'internal-system':
      return toInternalSystem(location)
    case 'temporary':
      return toUnreachable(location)
    case 'unauthorized':
      return toUnauthorized()
  }
}
