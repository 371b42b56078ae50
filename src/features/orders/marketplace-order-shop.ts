/** The marketplace's calls behind an order's page (/api/v2). */
import { getOrder, listOrderMessages, sendOrderMessage } from '../../api/marketplace-v2/orders'
import { listPaymentSettings } from '../../api/marketplace-v2/store-settings'
import { listCreditCards, listCvsPayees } from '../../api/marketplace-v2/wallet'
import { marketplacePaymentApi } from '../payment/marketplace-payment-api'
import type { OrderShop } from './order-page'
import { methodsOf } from '../../../machines/payment/payment-methods'

export const marketplaceOrderShop: OrderShop = {
  getOrder,
  offer: {
    listPaymentSettings,
    listCreditCards,
    listCvsPayees,
    checkoutMethods: () => methodsOf('marketplace'),
  },
  messages: { listOrderMessages, sendOrderMessage },
  payment: marketplacePaymentApi,
}
