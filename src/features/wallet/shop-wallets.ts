/** Each shop's wallet calls, and what it saves (see wallet-api.ts). */
import * as live from '../../api/live-shop-v1/wallet'
import * as marketplace from '../../api/marketplace-v2/wallet'
import type { RegisterRegion } from '../../api/schemas/live-user'
import type { WalletKinds, WalletShopApi } from './wallet-api'

const JAPAN: WalletKinds = { cardType: 'gmo_credit', payees: true }

/** The marketplace (Japan): GMO cards and convenience-store payees. */
export const marketplaceWallet: { api: WalletShopApi; kinds: WalletKinds } = {
  api: marketplace,
  kinds: JAPAN,
}

/**
 * The live shop: a buyer registered in Taiwan pays with PayUni cards and has no payees; everyone
 * else buys in Japan's live shop.
 */
export function liveWallet(region: RegisterRegion | null): {
  api: WalletShopApi
  kinds: WalletKinds
} {
  return {
    api: live,
    kinds: region === 'TW' ? { cardType: 'payuni_credit', payees: false } : JAPAN,
  }
}
