/**
 * The cart and pricing calls, the same in both APIs: each API module makes its functions from the
 * table for its prefix (`cartClient(cartCallsV2, 'v2')`), so the marketplace
 * and the live shop share one implementation and differ only in prefix.
 */
import type { Http } from '../http'
import type { BodyOf } from '../schemas/calls/call'
import type { cartCalls } from '../schemas/calls/shared/cart'
import type { StoreId } from '../schemas/store'
import { contractSpec } from './contract-spec'

type CartCalls = ReturnType<typeof cartCalls<string>>
type Body<K extends keyof CartCalls> = BodyOf<CartCalls[K]>

/** `api` names the calls in reports (`v2.getCart`, `v1.getCart`). */
export function cartClient(calls: CartCalls, api: 'v2' | 'v1') {
  const name = (call: keyof CartCalls) => `${api}.${call}`
  return {
    /**
     * GET stores/{id}/carts: this visitor's (member's or guest's) cart in one store. Read on every
     * page for its count and every few seconds by a live products step: a repeated read.
     */
    async getCart(http: Http, storeId: StoreId) {
      const spec = contractSpec(name('getCart'), calls.getCart, { params: { id: storeId } })
      return (await http.call({ ...spec, repeated: true })).data
    },

    /** PUT cart-items/{id}: a quantity beyond the stock comes back as ADD_CART_OUT_OF_STOCK. */
    async updateCartItem(http: Http, itemId: number, body: Body<'updateCartItem'>) {
      const spec = contractSpec(name('updateCartItem'), calls.updateCartItem, {
        params: { id: itemId },
        body,
      })
      const result = await http.result4xx({ ...spec, errors: calls.updateCartItem.errorBody })
      return result.ok ? { ...result, data: result.data.data } : result
    },

    /** DELETE cart-items/{id}. */
    deleteCartItem(http: Http, itemId: number) {
      return http.call(
        contractSpec(name('deleteCartItem'), calls.deleteCartItem, { params: { id: itemId } }),
      )
    },

    /** PUT stores/{id}/cart-items/sync-snapshot: accepts the items' status_changes; the cart after. */
    async syncSnapshot(http: Http, storeId: StoreId, body: Body<'syncSnapshot'>) {
      const spec = contractSpec(name('syncSnapshot'), calls.syncSnapshot, {
        params: { id: storeId },
        body,
      })
      return (await http.call(spec)).data
    },

    /**
     * POST add-cart. 4xx answers come back typed (SKU_SOLD_OUT ...); a code outside the add-cart
     * family comes back as UNKNOWN (Z1, docs/errors.md#add-to-cart). `added_quantity` is below
     * `request_quantity` when the cart reached the SKU's stock or its per-buyer cap.
     */
    addToCart(http: Http, body: Body<'addToCart'>) {
      const spec = contractSpec(name('addToCart'), calls.addToCart, { body })
      return http.result4xx({ ...spec, errors: calls.addToCart.errorBody })
    },

    /** POST carts/pricing: amount, shipping_fee, payment_fee and total_amount, as checkout charges. */
    pricing(http: Http, body: Body<'pricing'>) {
      return http.call(contractSpec(name('pricing'), calls.pricing, { body }))
    },

    /** POST carts/pricing/subtotal: the subtotal of cart items at the quantities given. */
    async pricingSubtotal(http: Http, body: Body<'pricingSubtotal'>) {
      return (
        await http.call(contractSpec(name('pricingSubtotal'), calls.pricingSubtotal, { body }))
      ).subtotal
    },
  }
}
