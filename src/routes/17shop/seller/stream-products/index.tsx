import { createFileRoute } from '@tanstack/react-router'
import { redirectKeepingQuery } from '../../../../features/live/keep-query'

// Products not yet in the stream are the default tab.
export const Route = createFileRoute('/17shop/seller/stream-products/')({
  beforeLoad: ({ location }) =>
    redirectKeepingQuery('/17shop/seller/stream-products/unselected', location),
})
