import { createFileRoute } from '@tanstack/react-router'
import { liveJpCheckoutApi } from '../../../features/checkout/live-jp-checkout-api'
import { StepShippingAndPayment } from '../../../features/checkout/step-shipping-and-payment'
import { PagePending } from '../../../features/live/page-pending'
import { CommercialLawLink } from '../../../features/live/commercial-law-link'

// Step 3: what the store offers and the buyer's saved addresses, loaded together.
export const Route = createFileRoute('/17shop/checkout/step-shipping-and-payment')({
  loader: async ({ context }) => {
    const api = liveJpCheckoutApi
    const http = await context.getHttp()
    const [shippingSettings, paymentSettings, addresses] = await Promise.all([
      api.listShippingSettings(http, context.store.id),
      api.listPaymentSettings(http, context.store.id),
      api.listAddresses(http),
    ])
    return { shippingSettings, paymentSettings, addresses }
  },
  pendingComponent: PagePending,
  component: ShippingAndPaymentStep,
})

function ShippingAndPaymentStep() {
  const { store } = Route.useRouteContext()
  return (
    <StepShippingAndPayment
      data={Route.useLoaderData()}
      notice={<CommercialLawLink store={store} query={Route.useSearch()} />}
    />
  )
}
