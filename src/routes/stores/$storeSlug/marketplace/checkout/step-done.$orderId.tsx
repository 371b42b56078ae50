import { createFileRoute } from '@tanstack/react-router'
import { getOrder } from '../../../../../api/marketplace-v2/orders'
import { storeAccountOf } from '../../../../../app/checkout-outcome'
import { StepDone } from '../../../../../features/checkout/step-done'

/** Spec 2: order ids are numeric; anything else is no order of this checkout. */
const ORDER_ID = /^[1-9]\d{0,15}$/

// Step 4 (spec 2): the order the machine placed; its convenience-store account, if any, is the
// order's (so a reload shows it). No order to read is the machine's to handle: it moves the URL.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  loader: async ({ context, params }) => {
    if (!ORDER_ID.test(params.orderId)) return null
    try {
      const order = await getOrder(await context.getHttp(), Number(params.orderId))
      return order.payment ? storeAccountOf(order.payment) : null
    } catch {
      return null
    }
  },
  component: DoneRoute,
})

function DoneRoute() {
  const { storeSlug } = Route.useParams()
  return <StepDone storeSlug={storeSlug} account={Route.useLoaderData()} />
}
