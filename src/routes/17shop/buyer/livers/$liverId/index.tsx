import { createFileRoute } from '@tanstack/react-router'
import { openChild } from '../../../../../features/shared/open-child'

// The stream's products are the storefront's default tab.
export const Route = createFileRoute('/17shop/buyer/livers/$liverId/')({
  beforeLoad: openChild('stream-products'),
})
