import { createFileRoute } from '@tanstack/react-router'
import { openChild } from '../../../../features/shared/open-child'

// The stream's products are the default tab.
export const Route = createFileRoute('/17shop/seller/products/')({
  beforeLoad: openChild('stream-products'),
})
