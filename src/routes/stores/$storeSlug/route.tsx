import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isStoreSlug, loadCurrentStore } from '../../../features/storefront/store-current'
import { StoreFrame } from '../../../features/storefront/store-frame'

/**
 * The store guard (spec 2): a slug that cannot be a store's is a broken link (abnormal page); a
 * well-formed slug no store has is not found. The store is loaded only when it differs from the
 * current one, and reaches every child route through the context as `store`.
 */
export const Route = createFileRoute('/stores/$storeSlug')({
  staticData: { layout: 'header-footer', brand: 'marketplace' },
  beforeLoad: async ({ context, params }) => {
    if (!isStoreSlug(params.storeSlug)) throw redirect({ to: '/error/abnormal', replace: true })
    const lookup = await loadCurrentStore(context.getHttp, params.storeSlug)
    if (!lookup.found) throw redirect({ to: '/error/not-found', replace: true })
    return { store: lookup.store }
  },
  component: StoreRoute,
})

function StoreRoute() {
  const { store, visitor } = Route.useRouteContext()
  return (
    <StoreFrame store={store} visitor={visitor}>
      <Outlet />
    </StoreFrame>
  )
}
