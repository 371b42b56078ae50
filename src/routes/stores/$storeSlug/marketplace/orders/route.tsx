import { createFileRoute } from '@tanstack/react-router'

// The order list is for members, an order's page for its buyer, a guest included: each page
// guards itself (docs/routes.md#member-pages).
export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders')({
  staticData: { catalog: 'purchase' },
})
