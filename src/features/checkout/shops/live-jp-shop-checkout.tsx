import { keepLiveLinkQuery } from '../../live/keep-query'
import { liveJpCheckoutApi } from './live-jp-checkout-api'
import { describeShop, type LiveStepMatch, type ShopCheckout } from './shop-checkout'
import { LiveCommercialLawLink, LiveOrderLink, LiverShopLink } from './live-shop-links'
import { SHOPS } from '../../shared/shops'

/** The live shop's checkout in Japan, under /17shop/checkout, for the store its guard found. */
export const LIVE_JP_CHECKOUT: ShopCheckout<LiveStepMatch> = describeShop({
  api: liveJpCheckoutApi,
  base: SHOPS.liveJp.checkoutPath,
  keepSearch: keepLiveLinkQuery,
  inStore: ({ context }: LiveStepMatch, call) => call(context.store.id),
  // A live buyer always signs in with their 17LIVE account.
  memberOf: () => true,
  addressKind: SHOPS.liveJp.addressKind,
  ShopLink: LiverShopLink,
  OrderLink: LiveOrderLink,
  Notice: LiveCommercialLawLink,
})
