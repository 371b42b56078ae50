/** Each shop's wallet calls, and what it saves (see wallet-api.ts). */
import * as live from '../../api/live-shop-v1/wallet'
import * as marketplace from '../../api/marketplace-v2/wallet'
import type { RegisterRegion } from '../../api/schemas/live-user'
import type { ShopName } from '../../../machines/checkout/shop-name'
import { isCardMethod, methodsOf, PAYMENT_METHODS } from '../../../machines/payment/payment-methods'
import type { WalletKinds, WalletShopApi } from './wallet-api'
import { liveShopOf } from '../shared/shops'

/** What a shop's wallet holds, from the payment methods it offers: its cards, its payees. */
function kindsOf(shop: ShopName): WalletKinds {
  const methods = methodsOf(shop)
  const cardType = methods.find(isCardMethod)
  if (!cardType) throw new Error(`The ${shop} shop takes no card`)
  return { cardType, payees: methods.some((method) => PAYMENT_METHODS[method].pays === 'atStore') }
}

/** The marketplace (Japan): GMO cards and convenience-store payees. */
export const marketplaceWallet: { api: WalletShopApi; kinds: WalletKinds } = {
  api: marketplace,
  kinds: kindsOf('marketplace'),
}

/**
 * The live shop: a buyer registered in Taiwan pays with PayUni cards and has no payees; everyone
 * else buys in Japan's live shop.
 */
export function liveWallet(region: RegisterRegion | null): {
  api: WalletShopApi
  kinds: WalletKinds
} {
  return { api: live, kinds: kindsOf(liveShopOf(region)) }
}
