/**
 * The shops, as facts written once: which region each sells in, where its checkout lives and
 * which address it ships to. The cart link, the wallets, the checkout's region guards and step
 * links, and the order pages read them here; the rules (what a shop offers, how it checks out)
 * are the machines' tables, keyed by the same names (docs/adding.md#a-shop).
 */
import type { Region } from '../../api/schemas/common'
import type { ShopName } from '../../../machines/checkout/shop-name'

export interface ShopFacts {
  /** The country whose stores it sells for: a store of the other region never opens it. */
  region: Region
  /** Its checkout route; each step sits below it (checkout-routes, STEP_PATHS). */
  checkoutPath: string
  /** The address form its orders ship to. */
  addressKind: 'jp' | 'tw'
}

export const SHOPS = {
  marketplace: {
    region: 'JP',
    checkoutPath: '/stores/$storeSlug/marketplace/checkout',
    addressKind: 'jp',
  },
  liveJp: { region: 'JP', checkoutPath: '/17shop/checkout', addressKind: 'jp' },
  liveTw: { region: 'TW', checkoutPath: '/17shop/tw-checkout', addressKind: 'tw' },
} as const satisfies Record<ShopName, ShopFacts>

export type LiveShopName = 'liveJp' | 'liveTw'

/**
 * The live shop a store or buyer of `region` buys in: Taiwan's for Taiwan, Japan's for everyone
 * else (a buyer registered elsewhere, or whose region is not known, shops in Japan).
 */
export const liveShopOf = (region: string | null | undefined): LiveShopName =>
  region === SHOPS.liveTw.region ? 'liveTw' : 'liveJp'
