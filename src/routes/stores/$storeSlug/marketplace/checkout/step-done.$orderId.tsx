import { createFileRoute } from '@tanstack/react-router'
import { getOrder } from '../../../../../api/marketplace-v2/orders'
import { storeAccountOf } from '../../../../../features/payment/store-account'
import { listPaymentSettings } from '../../../../../api/marketplace-v2/store-settings'
import { listCreditCards } from '../../../../../api/marketplace-v2/wallet'
import { StepDone, type DoneOrder } from '../../../../../features/checkout/step-done'
import { usePaymentReturn } from '../../../../../features/checkout/payment-return'
import {
  PaymentReturnSearch,
  withoutPaymentReturn,
} from '../../../../../features/payment/payment-return-search'

/** Order ids are numeric; anything else is no order of this checkout. */
const ORDER_ID = /^[1-9]\d{0,15}$/

// Step 4: the order the machine placed; its convenience-store account, if any, is the order's (so a
// reload shows it). No order to read is the machine's to handle: it moves the URL. 3-D Secure sends
// the buyer back here with the return in the query (features/checkout/payment-return).
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  validateSearch: PaymentReturnSearch,
  loader: async ({ context, params }): Promise<DoneOrder> => {
    const none: DoneOrder = {
      account: null,
      cards: [],
      paid: false,
      method: null,
      storePaymentOffered: false,
    }
    if (!ORDER_ID.test(params.orderId)) return none
    try {
      const http = await context.getHttp()
      const { payment } = await getOrder(http, Number(params.orderId))
      if (!payment) return none
      const paid = payment.status === 'paid'
      // Cards, and whether the store also takes convenience-store payment, only for a card
      // payment still to make.
      const byCard = payment.type === 'gmo_credit' && !paid
      const [cards, settings] = byCard
        ? await Promise.all([
            listCreditCards(http, { type: 'gmo_credit', application: 'buyer_general' }),
            listPaymentSettings(http, params.storeSlug),
          ])
        : [[], []]
      return {
        account: storeAccountOf(payment),
        cards,
        paid,
        method: payment.type,
        storePaymentOffered: settings.some(
          (setting) => setting.enabled && setting.type === 'gmo_cvs',
        ),
      }
    } catch {
      return none
    }
  },
  component: DoneRoute,
})

function DoneRoute() {
  const { storeSlug, orderId } = Route.useParams()
  const navigate = Route.useNavigate()
  usePaymentReturn(orderId, Route.useSearch(), () => {
    void navigate({ to: '.', search: withoutPaymentReturn, replace: true, resetScroll: false })
  })
  return <StepDone storeSlug={storeSlug} order={Route.useLoaderData()} />
}
