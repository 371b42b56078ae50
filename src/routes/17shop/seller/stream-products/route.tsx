import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loadLiveGuards } from '../../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'
import { loadSellerPost } from '../../../../features/seller/load-seller'
import { EditedPostProvider } from '../../../../features/seller/edited-post'
import { SellerFrame } from '../../../../features/seller/seller-frame'
import { StreamEditorTabs } from '../../../../features/seller/seller-tabs'
import { StreamPostForm } from '../../../../features/seller/stream-post-form'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

// The seller chooses the stream post's products. Both tabs share the post; only "not in the
// stream" reads the shop's whole list (megabytes in a big shop), so the stream's own tab does not.
export const Route = createFileRoute('/17shop/seller/stream-products')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardSellerPage(match),
  loader: ({ context }) => loadSellerPost(context),
  head: titled(msg`Stream products`),
  pendingComponent: PagePending,
  component: StreamEditorPage,
})

function StreamEditorPage() {
  const { store } = Route.useRouteContext()
  const post = Route.useLoaderData()
  return (
    <EditedPostProvider post={post}>
      <SellerFrame title={<Trans>Stream products</Trans>} store={store} tabs={<StreamEditorTabs />}>
        {post.kind === 'unposted' ? (
          <StreamPostForm streamId={post.streamId} storeId={store.id} channels={post.channels} />
        ) : undefined}
      </SellerFrame>
    </EditedPostProvider>
  )
}
