import { createFileRoute } from '@tanstack/react-router'
import { redirectKeepingQuery } from '../../../../features/live/keep-query'

// The stream's products are the default tab.
export const Route = createFileRoute('/17shop/seller/products/')({
  beforeLoad: ({ location }) =>
    redirectKeepingQuery('/17shop/seller/products/stream-products', location),
})
