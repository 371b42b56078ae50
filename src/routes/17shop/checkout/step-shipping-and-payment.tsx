import { createFileRoute } from '@tanstack/react-router'
import { redirectKeepingQuery } from '../../../features/live/keep-query'

// No cart has been chosen on the category step yet, so that step is the one allowed.
export const Route = createFileRoute('/17shop/checkout/step-shipping-and-payment')({
  beforeLoad: ({ location }) => redirectKeepingQuery('/17shop/checkout/step-category', location),
})
