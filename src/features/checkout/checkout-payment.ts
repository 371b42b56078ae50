/**
 * The payment machine as the marketplace checkout runs it for a placed order (docs/machines/
 * README.md, "Wiring"): the shared payment effects with the marketplace's calls, returning from
 * 3-D Secure to the order's done step.
 */
import type { Http } from '../../api/http'
import { providePayment } from '../payment/payment-effects'
import { marketplacePaymentApi } from '../payment/marketplace-payment-api'

/** Where 3-D Secure sends the browser back to: this order's done step, marked as a return. */
const returnUrl = (orderId: number) => {
  const path = window.location.pathname.replace(/\/checkout\/.*$/, '/checkout/step-done/')
  return `${window.location.origin}${path}${orderId}?payment=returned`
}

export function providePaymentMachine(getHttp: () => Promise<Http>, storeId: number) {
  return providePayment(marketplacePaymentApi, { getHttp, storeId, returnUrl })
}
