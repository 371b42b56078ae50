/**
 * What one shop's checkout is, written once (docs/adding.md#a-shop): its calls (and through them
 * the machine's shop: its methods and shipping from the tables), where its step routes sit, which
 * store a step's route names, and the kind of address it keeps. The step routes, the loaders and
 * the checkout's frame all take this, so the three shops' route files differ only in their shop
 * and their paths.
 */
import type { ComponentType } from 'react'
import type { Http } from '../../../api/http'
import type { StoreId } from '../../../api/schemas/store'
import { methodFacts } from '../../../../machines/payment/payment-methods'
import { checkoutRoutes, type CheckoutPlace, type CheckoutRoutes } from '../actor/checkout-routes'
import type { CheckoutShopApi } from './checkout-shop-api'
import type { LiveStoreContext } from '../../live/posts/post-lookup'

/** What a step route's loader gets that the shop's loaders read. */
export interface StepMatch {
  context: { getHttp: () => Promise<Http> }
  params: object
}

/** A live shop's step route: its guard found the store. */
export interface LiveStepMatch {
  context: LiveStoreContext
  params: object
}

/** A way back to the shop's products: to choose some (an empty cart), or to go on shopping. */
export interface ShopLinkProps {
  purpose: 'browse' | 'continue'
}

/** Which addresses the shop keeps: the buyer's JP addresses, or Taiwan's (per store). */
export type AddressKind = 'jp' | 'tw'

export interface ShopCheckout<M extends StepMatch = StepMatch> {
  /** The shop's calls; `api.shop` is the machine's shop (its methods, its shipping). */
  api: CheckoutShopApi
  /** Its step routes, from the one step-path table. */
  routes: CheckoutRoutes
  /**
   * Makes `call` with the id of the store a step route's match names (the live guard found the
   * store; the marketplace's URL names it by slug, and the id comes with it or is looked up).
   */
  inStore: <T>(match: M, call: (storeId: StoreId) => Promise<T>) => Promise<T>
  addressKind: AddressKind
  /** Whether the buyer has an account, whose orders the checkout may read (a guest has none). */
  memberOf: (match: M) => boolean
  /** Back to the shop's products (nothing when the page cannot tell where that is). */
  ShopLink: ComponentType<ShopLinkProps>
  /** The placed order's own page, when the shop has one apart from the done step. */
  OrderLink: ComponentType<{ orderId: string }> | null
  /** What the buyer may read before ordering (a JP store's commercial-law notice). */
  Notice: ComponentType | null
}

/**
 * A shop's description: its step routes are made from where they sit, and the confirming step is
 * there when one of its methods (the payment-method table) is paid on such a step.
 */
export function describeShop<M extends StepMatch>({
  base,
  keepSearch,
  ...shop
}: Omit<ShopCheckout<M>, 'routes'> & Omit<CheckoutPlace, 'confirms'>): ShopCheckout<M> {
  const confirms = shop.api.shop.paymentTypes.some((type) => methodFacts(type)?.confirmingStep)
  return { ...shop, routes: checkoutRoutes({ base, confirms, keepSearch }) }
}
