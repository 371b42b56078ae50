import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { pathIdOf } from '../../../../../../lib/ids'
import { LiveProductDetail } from '../../../../../../features/storefront/live-product-detail'
import { ProductBackLink } from '../../../../../../features/storefront/live-product-back-link'
import { loadLiveProduct } from '../../../../../../features/storefront/load-live-products'
import { ProductDetailLoading } from '../../../../../../features/product/product-detail-loading'
import { pageHead } from '../../../../../-page-title'
import { networkActor } from '../../../../../../features/layout/network-actor'

/** Which tab the product was opened from: the stream's products are sold for that stream. */
const ProductSearch = v.looseObject({
  from: v.fallback(v.optional(v.picklist(['stream', 'shop'])), undefined),
})

const toNotFound = () => redirect({ to: '/error/not-found', replace: true })

export const Route = createFileRoute('/17shop/buyer/livers/$liverId/products/$productId')({
  validateSearch: ProductSearch,
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ context, params, deps }) => {
    const productId = pathIdOf(params.productId)
    if (productId === undefined) throw toNotFound()
    const data = await loadLiveProduct(context, productId, deps.from)
    if (!data) throw toNotFound()
    return data
  },
  head: ({ matches, loaderData }) => pageHead(matches, loaderData?.product.name),
  pendingComponent: ProductDetailLoading,
  component: LiveProductPage,
})

function LiveProductPage() {
  const context = Route.useRouteContext()
  const { store, liveUser, streamId } = context
  const { liverId, productId } = Route.useParams()
  const { from } = Route.useSearch()
  const data = Route.useLoaderData()
  // Gone while open (404): not to be bought any more, shown as the post shows a product taken off.
  const read = async () =>
    (await loadLiveProduct(context, Number(productId), from)) ?? {
      product: data.product,
      postStatus: 'deleted' as const,
    }
  return (
    <>
      <ProductBackLink liverId={liverId} from={from} />
      {/* Another product is another page to follow. */}
      <LiveProductDetail
        key={`${productId} ${from}`}
        data={data}
        read={read}
        network={networkActor()}
        store={store}
        liveUser={liveUser}
        liverId={liverId}
        streamId={streamId}
        fromStream={from === 'stream'}
      />
    </>
  )
}
