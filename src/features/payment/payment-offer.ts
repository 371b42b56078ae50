/**
 * What an unpaid order's page offers to pay with: the methods the store takes that this shop's
 * orders may switch among, and the buyer's saved cards and convenience-store payees for them.
 */
import {
  isCardMethod,
  isPaymentMethod,
  PAYMENT_METHODS,
} from '../../../machines/payment/payment-methods'
import type { Http } from '../../api/http'
import type { CreditCard, CreditCardListQuery } from '../../api/schemas/credit-card'
import type { CvsPayee } from '../../api/schemas/cvs-payee'
import type { Order } from '../../api/schemas/order'
import type { PaymentSetting } from '../../api/schemas/payment-setting'
import type { PaymentType } from '../../api/schemas/payment-types'
import type { PaymentOffer } from './unpaid-order-payment'

/** A shop's calls for what an order may be paid with. */
export interface PaymentOfferApi {
  listPaymentSettings(http: Http, storeId: number): Promise<PaymentSetting[]>
  listCreditCards(http: Http, query: CreditCardListQuery): Promise<CreditCard[]>
  listCvsPayees(http: Http): Promise<CvsPayee[]>
  /** The methods this shop's checkout offers for the order's region (cash on delivery aside). */
  checkoutMethods(order: Order): readonly PaymentType[]
}

/** The order waits for the buyer's money and a provider moves it (cash on delivery needs nothing). */
export function isPayable(order: Order): boolean {
  const payment = order.payment
  return (
    order.status === 'unpaid' &&
    payment !== null &&
    isPaymentMethod(payment.type) &&
    payment.status !== 'paid' &&
    payment.status !== 'refunded'
  )
}

export async function loadPaymentOffer(
  http: Http,
  api: PaymentOfferApi,
  order: Order,
): Promise<PaymentOffer | null> {
  if (!isPayable(order)) return null
  const settings = await api.listPaymentSettings(http, order.store.id)
  const allowed = api.checkoutMethods(order)
  const methods = settings
    .filter((setting) => setting.enabled && allowed.includes(setting.type))
    .map((setting) => setting.type)
    .filter(isPaymentMethod)
  // A shop's orders pay with one card provider's cards (the region's): listed by its type.
  const cardType = methods.find(isCardMethod)
  const [cards, payees] = await Promise.all([
    cardType ? api.listCreditCards(http, { type: cardType, application: 'buyer_general' }) : [],
    methods.some((method) => PAYMENT_METHODS[method].pays === 'atStore')
      ? api.listCvsPayees(http)
      : [],
  ])
  return { cards, payees, methods }
}
