import { createFileRoute } from '@tanstack/react-router'
import { redirectKeepingQuery } from '../../../features/live/keep-query'

// The category step is where a checkout starts.
export const Route = createFileRoute('/17shop/checkout/')({
  beforeLoad: ({ location }) => redirectKeepingQuery('/17shop/checkout/step-category', location),
})
