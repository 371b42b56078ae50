import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { UnselectedProducts } from '../../../../features/seller/post-editor'

const editor = getRouteApi('/17shop/seller/stream-products')

export const Route = createFileRoute('/17shop/seller/stream-products/unselected')({
  component: () => (
    <UnselectedProducts {...editor.useLoaderData()} store={editor.useRouteContext().store} />
  ),
})
