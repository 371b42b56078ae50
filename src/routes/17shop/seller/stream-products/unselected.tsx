import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PagePending } from '../../../../features/live/page-pending'
import { loadSellerProducts } from '../../../../features/seller/load-seller'
import { UnselectedProducts } from '../../../../features/seller/post-editor'

const editor = getRouteApi('/17shop/seller/stream-products')

// The shop's whole list is read here, not by the editor: the stream's own tab has no use for it.
export const Route = createFileRoute('/17shop/seller/stream-products/unselected')({
  loader: ({ context }) => loadSellerProducts(context),
  pendingComponent: PagePending,
  component: UnselectedTab,
})

function UnselectedTab() {
  return (
    <UnselectedProducts
      post={editor.useLoaderData()}
      products={Route.useLoaderData()}
      store={editor.useRouteContext().store}
    />
  )
}
