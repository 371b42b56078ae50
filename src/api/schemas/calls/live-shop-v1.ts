/**
 * Every live-shop call (prefix /api/v1/17shop), by name: the client functions and the
 * sandbox routes both come from this table. Wrapping rule: see ./call.ts.
 */
import type { CallContract } from './call'
import { sellerCalls } from './live-shop-v1/seller'
import { sessionCalls } from './live-shop-v1/session'
import { purchaseCalls } from './live-shop-v1/purchase'
import { shopCalls } from './live-shop-v1/shop'
import { cartCallsV1 } from './shared/cart'
import { orderCallsV1 } from './shared/orders'
import { storeSettingCallsV1 } from './shared/store-settings'
import { walletCallsV1 } from './shared/wallet'

export const liveShopV1Calls = {
  ...sessionCalls,
  ...walletCallsV1,
  ...cartCallsV1,
  ...orderCallsV1,
  ...storeSettingCallsV1,
  ...shopCalls,
  ...purchaseCalls,
  ...sellerCalls,
} as const satisfies Record<string, CallContract>

export type LiveShopV1Call = keyof typeof liveShopV1Calls
