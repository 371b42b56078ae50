import { createFileRoute } from '@tanstack/react-router'
import { listTwAddresses } from '../../../api/live-shop-v1/tw-addresses'
import { liveTwCheckoutApi } from '../../../features/checkout/live-tw-checkout-api'
import { StepShippingAndPayment } from '../../../features/checkout/step-shipping-and-payment'
import { TwAddressChoices } from '../../../features/checkout/tw-address-choices'
import { PagePending } from '../../../features/live/page-pending'

// Step 3: what the store offers and the buyer's Taiwan addresses for it, loaded together.
export const Route = createFileRoute('/17shop/tw-checkout/step-shipping-and-payment')({
  loader: async ({ context }) => {
    const api = liveTwCheckoutApi
    const http = await context.getHttp()
    const [shippingSettings, paymentSettings, twAddresses] = await Promise.all([
      api.listShippingSettings(http, context.store.id),
      api.listPaymentSettings(http, context.store.id),
      listTwAddresses(http, context.store.id),
    ])
    return { shippingSettings, paymentSettings, addresses: [], twAddresses }
  },
  pendingComponent: PagePending,
  component: ShippingAndPaymentStep,
})

function ShippingAndPaymentStep() {
  const data = Route.useLoaderData()
  return (
    <StepShippingAndPayment
      data={data}
      addressChoices={(invalid) => (
        <TwAddressChoices addresses={data.twAddresses} invalid={invalid} />
      )}
    />
  )
}
