import { createFileRoute } from '@tanstack/react-router'
import {
  listPaymentSettings,
  listShippingSettings,
} from '../../../../../api/marketplace-v2/store-settings'
import { listAddresses } from '../../../../../api/marketplace-v2/wallet'
import { StepShippingAndPayment } from '../../../../../features/checkout/step-shipping-and-payment'
import { StoreLoading } from '../../../../../features/storefront/store-loading'

// Step 3: what the store offers and the buyer's saved addresses, loaded together.
export const Route = createFileRoute(
  '/stores/$storeSlug/marketplace/checkout/step-shipping-and-payment',
)({
  loader: async ({ context, params }) => {
    const http = await context.getHttp()
    const [shippingSettings, paymentSettings, addresses] = await Promise.all([
      listShippingSettings(http, params.storeSlug),
      listPaymentSettings(http, params.storeSlug),
      listAddresses(http),
    ])
    return { shippingSettings, paymentSettings, addresses }
  },
  pendingComponent: StoreLoading,
  component: ShippingAndPaymentRoute,
})

function ShippingAndPaymentRoute() {
  return <StepShippingAndPayment data={Route.useLoaderData()} />
}
