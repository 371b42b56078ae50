import { createFileRoute } from '@tanstack/react-router'
import { openTab } from '../../../../features/live/keep-query'

// The stream's products are the default tab.
export const Route = createFileRoute('/17shop/seller/products/')({
  beforeLoad: openTab('stream-products'),
})
