import { createFileRoute } from '@tanstack/react-router'
import { openTab } from '../../../../features/live/keep-query'

// Products not yet in the stream are the default tab.
export const Route = createFileRoute('/17shop/seller/stream-products/')({
  beforeLoad: openTab('unselected'),
})
