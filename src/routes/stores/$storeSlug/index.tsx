import { createFileRoute, redirect } from '@tanstack/react-router'

// A store's base path is its marketplace (the query, a locale say, comes along).
export const Route = createFileRoute('/stores/$storeSlug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/stores/$storeSlug/marketplace', params, search: true, replace: true })
  },
})
