/**
 * Every marketplace call (prefix /api/v2), by name: the client functions and the
 * sandbox routes both come from this table. Wrapping rule: see ./call.ts.
 */
import type { CallContract } from './call'
import { accountCalls } from './marketplace-v2/account'
import { purchaseCalls } from './marketplace-v2/purchase'
import { shopCalls } from './marketplace-v2/shop'
import { cartCallsV2 } from './shared/cart'
import { orderCallsV2 } from './shared/orders'
import { storeSettingCallsV2 } from './shared/store-settings'
import { walletCallsV2 } from './shared/wallet'

export const marketplaceV2Calls = {
  ...accountCalls,
  ...walletCallsV2,
  ...cartCallsV2,
  ...orderCallsV2,
  ...storeSettingCallsV2,
  ...shopCalls,
  ...purchaseCalls,
} as const satisfies Record<string, CallContract>

export type MarketplaceV2Call = keyof typeof marketplaceV2Calls
