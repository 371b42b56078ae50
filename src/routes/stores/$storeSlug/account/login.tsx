import { createFileRoute, redirect } from '@tanstack/react-router'

// The login tab by its name, as old links and the main site write it: the account page's default
// tab, at one address, with the query (where to go after, a login link's token) kept.
export const Route = createFileRoute('/stores/$storeSlug/account/login')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/stores/$storeSlug/account', params, search, replace: true })
  },
})
