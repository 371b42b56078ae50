import { createFileRoute, redirect } from '@tanstack/react-router'

// The checkout opens on its first step; the machine moves on from there.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/stores/$storeSlug/marketplace/checkout/step-category',
      params,
      // The locale asked for (?locale=) and anything else the link carried.
      search: true,
      replace: true,
    })
  },
})
