import type { Http } from '../../api/http'
import { isCardMethod, isPaymentMethod, paysBy } from '../../../machines/payment/payment-methods'
import type { DoneOrder } from './step-done'
import { storeAccountOf } from '../payment/store-account'
import type { CheckoutShopApi } from './checkout-shop-api'
import { reportUnexpected } from '../../api/client/report-unexpected'

/** Order ids are numeric; anything else is no order of this checkout. */
const ORDER_ID = /^[1-9]\d{0,15}$/

const NONE: DoneOrder = {
  account: null,
  cards: [],
  payees: [],
  paid: false,
  method: null,
  storeMethod: null,
}

/**
 * What the done step shows of an order: how it is paid and whether it is, its convenience-store
 * account (so a reload shows it), and for a payment still to make the buyer's saved cards or payees. No
 * order to read is the machine's to handle: it moves the URL.
 */
export async function loadDoneOrder(
  api: CheckoutShopApi,
  http: Http,
  storeId: number | string,
  rawOrderId: string,
): Promise<DoneOrder> {
  if (!ORDER_ID.test(rawOrderId)) return NONE
  try {
    const { payment } = await api.getOrder(http, Number(rawOrderId))
    if (!payment) return NONE
    const paid = payment.status === 'paid'
    // Cards, and whether the store also takes convenience-store payment, only for a card
    // payment still to make.
    const card = isCardMethod(payment.type) ? payment.type : null
    const [cards, settings] =
      card && !paid
        ? await Promise.all([
            api.listCreditCards(http, { type: card, application: 'buyer_general' }),
            api.listPaymentSettings(http, storeId),
          ])
        : [[], []]
    const account = storeAccountOf(payment)
    // The buyer's saved payees, only while a convenience-store payment still needs its numbers.
    const payees =
      paysBy(payment.type) === 'atStore' && !paid && account === null
        ? await api.listCvsPayees(http)
        : []
    const storeSetting = settings.find(
      (setting) => setting.enabled && paysBy(setting.type) === 'atStore',
    )
    return {
      account,
      cards,
      payees,
      paid,
      method: payment.type,
      storeMethod: storeSetting && isPaymentMethod(storeSetting.type) ? storeSetting.type : null,
    }
  } catch (error) {
    reportUnexpected(error, { source: 'done step', orderId: rawOrderId })
    return NONE
  }
}
