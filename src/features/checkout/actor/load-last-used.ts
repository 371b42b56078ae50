/**
 * What the buyer's latest order in this store used (its shipping, payment, e-mail and card),
 * which the checkout offers again while it still fits (docs/machines/README.md#defaults). Only a
 * help: any failure, or no order, reads as nothing known and the step loads as it would without.
 */
import type { Http } from '../../../api/http'
import type { StoreId } from '../../../api/schemas/store'
import type { Order } from '../../../api/schemas/order'
import type { LastUsed } from '../../../../machines/checkout/checkout-known'
import { isCheckoutPaymentType } from '../../../../machines/payment/payment-methods'
import { shippingFacts, type ShippingType } from '../../../../machines/checkout/shipping-types'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'

const lastUsedOf = (order: Order): LastUsed => {
  const shipping = order.shipping?.type
  const payment = order.payment?.type
  const card = order.payment?.info?.masked_card_no
  return {
    shipping: shippingFacts(shipping) ? (shipping as ShippingType) : null,
    payment: isCheckoutPaymentType(payment) ? payment : null,
    email: order.email || null,
    card: typeof card === 'string' ? card : null,
  }
}

/**
 * The latest order in `store` among the buyer's newest (the live shop's list spans every store),
 * for a buyer with an account (a guest has no order list). It never rejects.
 */
export async function loadLastUsed(
  api: CheckoutShopApi,
  http: Http,
  store: StoreId,
): Promise<LastUsed | null> {
  try {
    const rows = await api.listRecentOrders(http, store)
    // A row does not say its store (its slug is the order's own), so the newest few are read,
    // at once rather than one after another: the step's page waits for them.
    const orders = await Promise.all(rows.slice(0, 3).map((row) => api.getOrder(http, row.id)))
    const latest = orders.find((order) => order.store.id === store)
    return latest ? lastUsedOf(latest) : null
  } catch {
    // Expected and harmless: without the last order the store's first choices are made instead;
    // the calls' own failures are reported by the client.
    return null
  }
}
