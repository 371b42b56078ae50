/** The marketplace's calls for paying an order (/api/v2), as the payment effects take them. */
import {
  changePaymentMethod,
  generatePaymentAccount,
  getOrder,
} from '../../api/marketplace-v2/orders'
import { pay } from '../../api/marketplace-v2/pay'
import { getGmoCredit } from '../../api/marketplace-v2/store-settings'
import {
  createCvsPayee,
  deleteCreditCard,
  deleteCvsPayee,
  saveCreditCard,
} from '../../api/marketplace-v2/wallet'
import { payOutcome } from '../../api/shared/pay'
import type { PaymentShopApi } from './payment-effects'

export const marketplacePaymentApi: PaymentShopApi = {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  createCvsPayee,
  saveCreditCard,
  deleteCreditCard,
  deleteCvsPayee,
  getGmoCredit,
  // The marketplace takes GMO cards only (no PayPay, no PayUni).
  payCard: async (http, orderId, { cardId, redirectUrl }) =>
    payOutcome(
      await pay(http, orderId, { card_id: cardId, redirect_url: redirectUrl }),
      (data) => data.pay_redirect_url,
    ),
}
