import { keepLiveLinkQuery } from '../../live/keep-query'
import { liveTwCheckoutApi } from './live-tw-checkout-api'
import { describeShop, type LiveStepMatch, type ShopCheckout } from './shop-checkout'
import { LiveOrderLink, LiverShopLink } from './live-shop-links'
import { SHOPS } from '../../shared/shops'

/** The live shop's checkout in Taiwan, under /17shop/tw-checkout: addresses kept per store. */
export const LIVE_TW_CHECKOUT: ShopCheckout<LiveStepMatch> = describeShop({
  api: liveTwCheckoutApi,
  base: SHOPS.liveTw.checkoutPath,
  keepSearch: keepLiveLinkQuery,
  inStore: ({ context }: LiveStepMatch, call) => call(context.store.id),
  // A live buyer always signs in with their 17LIVE account.
  memberOf: () => true,
  addressKind: SHOPS.liveTw.addressKind,
  ShopLink: LiverShopLink,
  OrderLink: LiveOrderLink,
  Notice: null,
})
