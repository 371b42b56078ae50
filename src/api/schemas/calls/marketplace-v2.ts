/**
 * Every marketplace call (prefix /api/v2), by name: the client functions and the
 * sandbox routes both come from this table. Wrapping rule: see ./call.ts.
 */
import type { CallContract } from './call'
import { accountCalls } from './marketplace-v2/account'
import { shopCalls } from './marketplace-v2/shop'
import { cartCalls } from './shared/cart'
import { orderCalls } from './shared/orders'
import { storeSettingCalls } from './shared/store-settings'
import { walletCalls } from './shared/wallet'

export const MARKETPLACE_V2_PREFIX = '/api/v2'

export const marketplaceV2Calls = {
  ...accountCalls,
  ...walletCalls(MARKETPLACE_V2_PREFIX),
  ...cartCalls(MARKETPLACE_V2_PREFIX),
  ...orderCalls(MARKETPLACE_V2_PREFIX),
  ...storeSettingCalls(MARKETPLACE_V2_PREFIX),
  ...shopCalls,
} as const satisfies Record<string, CallContract>

export type MarketplaceV2Call = keyof typeof marketplaceV2Calls
