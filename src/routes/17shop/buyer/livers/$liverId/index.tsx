import { createFileRoute } from '@tanstack/react-router'
import { redirectKeepingQuery } from '../../../../../features/live/keep-query'

// The stream's products are the storefront's default tab.
export const Route = createFileRoute('/17shop/buyer/livers/$liverId/')({
  beforeLoad: ({ location }) =>
    redirectKeepingQuery(`${location.pathname.replace(/\/$/, '')}/stream-products`, location),
})
