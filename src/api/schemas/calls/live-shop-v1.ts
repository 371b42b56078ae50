/**
 * Every live-shop call (prefix /api/v1/17shop), by name: the client functions and the
 * sandbox routes both come from this table. Wrapping rule: see ./call.ts.
 */
import type { CallContract } from './call'
import { sellerCalls } from './live-shop-v1/seller'
import { sessionCalls } from './live-shop-v1/session'
import { shopCalls } from './live-shop-v1/shop'
import { cartCalls } from './shared/cart'
import { orderCalls } from './shared/orders'
import { storeSettingCalls } from './shared/store-settings'
import { walletCalls } from './shared/wallet'

export const LIVE_SHOP_V1_PREFIX = '/api/v1/17shop'

export const liveShopV1Calls = {
  ...sessionCalls,
  ...walletCalls(LIVE_SHOP_V1_PREFIX),
  ...cartCalls(LIVE_SHOP_V1_PREFIX),
  ...orderCalls(LIVE_SHOP_V1_PREFIX),
  ...storeSettingCalls(LIVE_SHOP_V1_PREFIX),
  ...shopCalls,
  ...sellerCalls,
} as const satisfies Record<string, CallContract>

export type LiveShopV1Call = keyof typeof liveShopV1Calls
