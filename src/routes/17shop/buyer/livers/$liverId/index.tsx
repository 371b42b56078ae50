import { createFileRoute } from '@tanstack/react-router'
import { openTab } from '../../../../../features/live/keep-query'

// The stream's products are the storefront's default tab.
export const Route = createFileRoute('/17shop/buyer/livers/$liverId/')({
  beforeLoad: openTab('stream-products'),
})
