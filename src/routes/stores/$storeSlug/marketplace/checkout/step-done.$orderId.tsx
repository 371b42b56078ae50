import { createFileRoute } from '@tanstack/react-router'
import { getOrder } from '../../../../../api/marketplace-v2/orders'
import { storeAccountOf } from '../../../../../app/checkout-outcome'
import { listCreditCards } from '../../../../../api/marketplace-v2/wallet'
import { StepDone, type DoneOrder } from '../../../../../features/checkout/step-done'

/** Spec 2: order ids are numeric; anything else is no order of this checkout. */
const ORDER_ID = /^[1-9]\d{0,15}$/

// Step 4 (spec 2): the order the machine placed; its convenience-store account, if any, is the
// order's (so a reload shows it). No order to read is the machine's to handle: it moves the URL.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  loader: async ({ context, params }): Promise<DoneOrder> => {
    const none: DoneOrder = { account: null, cards: [], paid: false }
    if (!ORDER_ID.test(params.orderId)) return none
    try {
      const http = await context.getHttp()
      const { payment } = await getOrder(http, Number(params.orderId))
      if (!payment) return none
      const paid = payment.status === 'paid'
      // Only a member can have chosen a card, so only then are saved cards asked for.
      const cards =
        payment.type === 'gmo_credit' && !paid
          ? await listCreditCards(http, { type: 'gmo_credit', application: 'buyer_general' })
          : []
      return { account: storeAccountOf(payment), cards, paid }
    } catch {
      return none
    }
  },
  component: DoneRoute,
})

function DoneRoute() {
  const { storeSlug } = Route.useParams()
  return <StepDone storeSlug={storeSlug} order={Route.useLoaderData()} />
}
