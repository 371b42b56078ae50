import { createFileRoute } from '@tanstack/react-router'
import { StepDone } from '../../../../../features/checkout/step-done'

// Step 4 (spec 2): the order the machine placed; the number in the URL is the machine's.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  component: DoneRoute,
})

function DoneRoute() {
  const { storeSlug } = Route.useParams()
  return <StepDone storeSlug={storeSlug} />
}
