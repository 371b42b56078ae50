import { createFileRoute } from '@tanstack/react-router'
import { openChild } from '../../../../features/shared/open-child'

// Products not yet in the stream are the default tab.
export const Route = createFileRoute('/17shop/seller/stream-products/')({
  beforeLoad: openChild('unselected'),
})
