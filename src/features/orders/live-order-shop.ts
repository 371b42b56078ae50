/** The live shop's calls behind an order's page (/api/v1/17shop). */
import { getOrder, listOrderMessages, sendOrderMessage } from '../../api/live-shop-v1/orders'
import { listPaymentSettings } from '../../api/live-shop-v1/store-settings'
import { listCreditCards, listCvsPayees } from '../../api/live-shop-v1/wallet'
import type { Http } from '../../api/http'
import {
  LIVE_JP_CHECKOUT_PAYMENT_TYPES,
  TW_CHECKOUT_PAYMENT_TYPE,
} from '../../api/schemas/payment-types'
import { livePaymentApi } from '../payment/live-payment-api'
import { loadPaymentOffer } from '../payment/payment-offer'
import type { OrderPageData, OrderShop } from './order-page'

export const liveOrderShop: OrderShop = {
  messages: { listOrderMessages, sendOrderMessage },
  payment: livePaymentApi,
}

/** The buyer's order and, when it is unpaid, what it may be paid with. Rejects like getOrder. */
export async function loadLiveOrderPage(http: Http, orderId: number): Promise<OrderPageData> {
  const order = await getOrder(http, orderId)
  const offer = await loadPaymentOffer(
    http,
    {
      listPaymentSettings,
      listCreditCards,
      listCvsPayees,
      // Taiwan pays by PayUni only; Japan's live checkout also takes PayPay.
      checkoutMethods: (of) =>
        of.region === 'TW' ? [TW_CHECKOUT_PAYMENT_TYPE] : LIVE_JP_CHECKOUT_PAYMENT_TYPES,
    },
    order,
  )
  return { order, offer }
}
