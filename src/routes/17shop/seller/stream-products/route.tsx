import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loadLiveGuards } from '../../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'
import { loadPostEditor } from '../../../../features/seller/load-seller'
import { SellerFrame } from '../../../../features/seller/seller-frame'
import { StreamEditorTabs } from '../../../../features/seller/seller-tabs'
import { SellerError } from '../-seller-error'

// The seller chooses the stream post's products; both tabs share the post and the list.
export const Route = createFileRoute('/17shop/seller/stream-products')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardSellerPage(match),
  loader: ({ context }) => loadPostEditor(context),
  pendingComponent: PagePending,
  errorComponent: SellerError,
  component: StreamEditorPage,
})

function StreamEditorPage() {
  return (
    <SellerFrame
      title={<Trans>Stream products</Trans>}
      store={Route.useRouteContext().store}
      tabs={<StreamEditorTabs />}
    />
  )
}
