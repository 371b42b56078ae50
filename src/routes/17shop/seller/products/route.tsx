import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loadLiveGuards } from '../../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'
import { SellerFrame } from '../../../../features/seller/seller-frame'
import { SellerProductsTabs } from '../../../../features/seller/seller-tabs'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

// A seller screen; the link's token becomes a seller session, its liver or post the store.
export const Route = createFileRoute('/17shop/seller/products')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardSellerPage(match),
  head: titled(msg`Products`),
  pendingComponent: PagePending,
  component: SellerProductsPage,
})

function SellerProductsPage() {
  return (
    <SellerFrame
      title={<Trans>Products</Trans>}
      store={Route.useRouteContext().store}
      tabs={<SellerProductsTabs />}
    />
  )
}
