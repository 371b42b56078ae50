import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec 2: a store's base path is its marketplace.
export const Route = createFileRoute('/stores/$storeSlug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/stores/$storeSlug/marketplace', params, replace: true })
  },
})
