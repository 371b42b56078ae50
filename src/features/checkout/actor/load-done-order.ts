import type { Http } from '../../../api/http'
import type { StoreId } from '../../../api/schemas/store'
import {
  isCardMethod,
  isPaymentMethod,
  paysBy,
  type CardMethod,
} from '../../../../machines/payment/payment-methods'
import type { DoneOrder, PayingChoices } from '../steps/step-done'
import { storeAccountOf } from '../../payment/store-account'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import { reportUnexpected } from '../../../api/client/report-unexpected'
import { pathIdOf } from '../../../lib/ids'

const NO_CHOICES: PayingChoices = { cards: [], payees: [], storeMethod: null }

const NONE: DoneOrder = {
  account: null,
  paid: false,
  method: null,
  choices: Promise.resolve(NO_CHOICES),
}

/**
 * What the done step shows of an order: how it is paid and whether it is, and its
 * convenience-store account (so a reload shows it). For a payment still to make, the buyer's
 * saved cards or payees follow in `choices`, which the step does not wait for: they are a second
 * round trip after the order, and only the paying part shows them. No order to read is the
 * machine's to handle: it moves the URL.
 */
export async function loadDoneOrder(
  api: CheckoutShopApi,
  http: Http,
  storeId: StoreId,
  rawOrderId: string,
): Promise<DoneOrder> {
  const orderId = pathIdOf(rawOrderId)
  if (orderId === undefined) return NONE
  try {
    const { payment } = await api.getOrder(http, orderId)
    if (!payment) return NONE
    const paid = payment.status === 'paid'
    const account = storeAccountOf(payment)
    return {
      account,
      paid,
      method: payment.type,
      choices: payingChoices(api, http, storeId, rawOrderId, {
        card: !paid && isCardMethod(payment.type) ? payment.type : null,
        payees: paysBy(payment.type) === 'atStore' && !paid && account === null,
      }),
    }
  } catch (error) {
    reportUnexpected(error, { source: 'done step', orderId: rawOrderId })
    return NONE
  }
}

/**
 * A card payment still to make offers the member's saved cards and, when the store also takes
 * convenience-store payment, the switch to it; a convenience-store payment still needing its
 * numbers offers the buyer's saved payees. A failed read offers none (typing a new one still
 * works) and is reported.
 */
async function payingChoices(
  api: CheckoutShopApi,
  http: Http,
  storeId: StoreId,
  orderId: string,
  wanted: { card: CardMethod | null; payees: boolean },
): Promise<PayingChoices> {
  try {
    const [cards, settings] = wanted.card
      ? await Promise.all([
          api.listCreditCards(http, { type: wanted.card, application: 'buyer_general' }),
          api.listPaymentSettings(http, storeId),
        ])
      : [[], []]
    const payees = wanted.payees ? await api.listCvsPayees(http) : []
    const storeSetting = settings.find(
      (setting) => setting.enabled && paysBy(setting.type) === 'atStore',
    )
    return {
      cards,
      payees,
      storeMethod: storeSetting && isPaymentMethod(storeSetting.type) ? storeSetting.type : null,
    }
  } catch (error) {
    reportUnexpected(error, { source: 'done step', orderId })
    return NO_CHOICES
  }
}
