/** The marketplace's calls behind an order's page (/api/v2). */
import { getOrder, listOrderMessages, sendOrderMessage } from '../../api/marketplace-v2/orders'
import { listPaymentSettings } from '../../api/marketplace-v2/store-settings'
import { listCreditCards, listCvsPayees } from '../../api/marketplace-v2/wallet'
import type { Http } from '../../api/http'
import { MARKETPLACE_CHECKOUT_PAYMENT_TYPES } from '../../api/schemas/payment-types'
import { marketplacePaymentApi } from '../payment/marketplace-payment-api'
import { loadPaymentOffer } from '../payment/payment-offer'
import type { OrderPageData, OrderShop } from './order-page'

export const marketplaceOrderShop: OrderShop = {
  messages: { listOrderMessages, sendOrderMessage },
  payment: marketplacePaymentApi,
}

/** The member's order and, when it is unpaid, what it may be paid with. Rejects like getOrder. */
export async function loadMarketplaceOrderPage(
  http: Http,
  orderId: number,
): Promise<OrderPageData> {
  const order = await getOrder(http, orderId)
  const offer = await loadPaymentOffer(
    http,
    {
      listPaymentSettings,
      listCreditCards,
      listCvsPayees,
      checkoutMethods: () => MARKETPLACE_CHECKOUT_PAYMENT_TYPES,
    },
    order,
  )
  return { order, offer }
}
