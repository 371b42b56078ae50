/** The live shop's calls for paying an order (/api/v1/17shop), as the payment effects take them. */
import {
  changePaymentMethod,
  generatePaymentAccount,
  getOrder,
} from '../../api/live-shop-v1/orders'
import { pay, payWithPaypay } from '../../api/live-shop-v1/pay'
import { getGmoCredit } from '../../api/live-shop-v1/store-settings'
import {
  createCvsPayee,
  deleteCreditCard,
  deleteCvsPayee,
  saveCreditCard,
} from '../../api/live-shop-v1/wallet'
import { payOutcome } from '../../api/shared/pay'
import type { PaymentShopApi } from './payment-effects'
import { PAYMENT_METHODS } from '../../../machines/payment/payment-methods'

export const livePaymentApi: PaymentShopApi = {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  createCvsPayee,
  saveCreditCard,
  deleteCreditCard,
  deleteCvsPayee,
  getGmoCredit,
  // Japan charges a saved GMO card; Taiwan a saved PayUni card, named by another key.
  payCard: async (http, orderId, { method, cardId, redirectUrl }) =>
    payOutcome(
      await pay(
        http,
        orderId,
        PAYMENT_METHODS[method].card?.provider === 'payuni'
          ? { credit_card_id: cardId, redirect_url: redirectUrl }
          : { card_id: cardId, redirect_url: redirectUrl },
      ),
      (data) => data.pay_redirect_url,
    ),
  payTypedCard: async (http, orderId, card) =>
    payOutcome(
      await pay(http, orderId, {
        card_number: card.cardNumber,
        cvc: card.cvc,
        expiry: card.expiry,
        redirect_url: card.redirectUrl,
      }),
      (data) => data.pay_redirect_url,
    ),
  payPaypay: async (http, orderId, redirectUrl) =>
    payOutcome(
      await payWithPaypay(http, orderId, { redirect_url: redirectUrl }),
      (data) => data.form_url,
      true,
    ),
}
