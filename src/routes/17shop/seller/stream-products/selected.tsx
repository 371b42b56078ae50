import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { SelectedProducts } from '../../../../features/seller/post-editor'

const editor = getRouteApi('/17shop/seller/stream-products')

export const Route = createFileRoute('/17shop/seller/stream-products/selected')({
  component: () => (
    <SelectedProducts post={editor.useLoaderData()} store={editor.useRouteContext().store} />
  ),
})
