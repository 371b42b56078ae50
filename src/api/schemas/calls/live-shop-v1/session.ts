/** Live shop v1 sign-on and user calls. */
import { dataOf } from '../../common'
import * as errors from '../../error-body'
import { LiveShopUserSchema } from '../../live-user'
import { TokenLoginRequestSchema } from '../../requests/auth'
import { LiveShopMeUpdateRequestSchema } from '../../requests/profile'
import { HandsupTokenResponseSchema } from '../../responses/auth'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX as V1 } from '../prefixes'

export const sessionCalls = {
  /** Seller single sign-on: the token from the seller screen's query. */
  sellerLogin: {
    method: 'POST',
    path: `${V1}/seller/login`,
    body: TokenLoginRequestSchema,
    response: HandsupTokenResponseSchema,
    errorBody: errors.SellerLoginErrorBodySchema,
  },
  /** Buyer single sign-on; the API documents no answer, so it is read like seller login's. */
  buyerLogin: {
    method: 'POST',
    path: `${V1}/buyer/login`,
    body: TokenLoginRequestSchema,
    response: HandsupTokenResponseSchema,
    errorBody: errors.BuyerLoginErrorBodySchema,
  },
  getMe: { method: 'GET', path: `${V1}/me`, response: dataOf(LiveShopUserSchema) },
  updateMe: {
    method: 'PUT',
    path: `${V1}/me`,
    body: LiveShopMeUpdateRequestSchema,
    response: dataOf(LiveShopUserSchema),
  },
} as const satisfies Record<string, CallContract>
