/**
 * What an unpaid order's page offers to pay with: the methods the store takes that this shop's
 * orders may switch among, and the buyer's saved cards and convenience-store payees for them.
 */
import type { PaymentMethod } from '../../../machines/payment/payment-types'
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

const MACHINE_METHODS: readonly PaymentType[] = [
  'gmo_credit',
  'gmo_cvs',
  'gmo_paypay',
  'payuni_credit',
]
export const isMachineMethod = (type: PaymentType): type is PaymentMethod =>
  MACHINE_METHODS.includes(type)

/** The order waits for the buyer's money and a provider moves it (cash on delivery needs nothing). */
export function isPayable(order: Order): boolean {
  const payment = order.payment
  return (
    order.status === 'unpaid' &&
    payment !== null &&
    isMachineMethod(payment.type) &&
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
    .filter(isMachineMethod)
  const cardType = methods.includes('payuni_credit') ? 'payuni_credit' : 'gmo_credit'
  const [cards, payees] = await Promise.all([
    methods.some((method) => method === 'gmo_credit' || method === 'payuni_credit')
      ? api.listCreditCards(http, { type: cardType, application: 'buyer_general' })
      : [],
    methods.includes('gmo_cvs') ? api.listCvsPayees(http) : [],
  ])
  return { cards, payees, methods }
}
