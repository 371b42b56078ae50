/** Cart and pricing calls, the same in both APIs. */
import { dataOf, SuccessSchema } from '../../common'
import { CartItemSchema, CartSchema } from '../../cart'
import { AddToCartErrorBodySchema } from '../../error-body'
import * as cart from '../../requests/cart'
import * as answers from '../../responses/cart'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../prefixes'

export function cartCalls<const P extends string>(prefix: P) {
  return {
    /** The visitor's cart in one store (`:id` is the store). */
    getCart: { method: 'GET', path: `${prefix}/stores/:id/carts`, response: dataOf(CartSchema) },
    updateCartItem: {
      method: 'PUT',
      path: `${prefix}/cart-items/:id`,
      body: cart.CartQuantityRequestSchema,
      response: dataOf(CartItemSchema),
      /** A quantity beyond the stock is refused as adding it would be (ADD_CART_OUT_OF_STOCK). */
      errorBody: AddToCartErrorBodySchema,
    },
    deleteCartItem: { method: 'DELETE', path: `${prefix}/cart-items/:id`, response: SuccessSchema },
    /** Answers the store's cart after the snapshots are refreshed. */
    syncSnapshot: {
      method: 'PUT',
      path: `${prefix}/stores/:id/cart-items/sync-snapshot`,
      body: cart.SyncSnapshotRequestSchema,
      response: dataOf(CartSchema),
    },
    addToCart: {
      method: 'POST',
      path: `${prefix}/add-cart`,
      body: cart.AddToCartRequestSchema,
      response: answers.AddToCartResponseSchema,
      errorBody: AddToCartErrorBodySchema,
    },
    pricing: {
      method: 'POST',
      path: `${prefix}/carts/pricing`,
      body: cart.PricingRequestSchema,
      response: answers.PricingResultSchema,
    },
    pricingSubtotal: {
      method: 'POST',
      path: `${prefix}/carts/pricing/subtotal`,
      body: cart.PricingSubtotalRequestSchema,
      response: answers.PricingSubtotalResponseSchema,
    },
  } as const satisfies Record<string, CallContract>
}

/** Each API's table, made once: the client modules and the API's whole table share its entries. */
export const cartCallsV2 = cartCalls(MARKETPLACE_V2_PREFIX)
export const cartCallsV1 = cartCalls(LIVE_SHOP_V1_PREFIX)
