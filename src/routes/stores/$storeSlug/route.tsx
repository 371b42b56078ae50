import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { loadCurrentStore } from '../../../features/storefront/store-current'
import { isStoreSlug } from '../../../features/storefront/store-slug'
import { StoreFrame } from '../../../features/storefront/store-frame'
import { ensureCatalog } from '../../../i18n/activate'
import { titled } from '../../-page-title'

/**
 * The store guard (docs/routes.md#store-guard): a slug that cannot be a store's is a broken link
 * (abnormal page); a well-formed slug no store has is not found. The store is loaded only when it
 * differs from the current one. It loads in the loader, not beforeLoad, so the page's own data
 * (asked for with the store's id, remembered or found by this look-up: withStoreId) loads beside
 * it, not after it, whenever the id is known.
 */
export const Route = createFileRoute('/stores/$storeSlug')({
  staticData: { layout: 'header-footer', brand: 'marketplace' },
  beforeLoad: ({ params }) => {
    if (!isStoreSlug(params.storeSlug)) throw redirect({ to: '/error/abnormal', replace: true })
  },
  loader: async ({ context, params }) => {
    const [lookup] = await Promise.all([
      loadCurrentStore(context.getHttp, params.storeSlug),
      ensureCatalog('marketplace'),
    ])
    if (!lookup.found) throw redirect({ to: '/error/not-found', replace: true })
    return lookup.store
  },
  head: titled(),
  component: StoreRoute,
})

function StoreRoute() {
  const { visitor } = Route.useRouteContext()
  return (
    <StoreFrame store={Route.useLoaderData()} visitor={visitor}>
      <Outlet />
    </StoreFrame>
  )
}
