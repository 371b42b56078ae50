import { useRouteContext, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { addToCart } from '../../api/live-shop-v1/cart'
import { ageStatusOf } from '../../api/schemas/age-status'
import type { LiveShopUser } from '../../api/schemas/live-user'
import type { Sku } from '../../api/schemas/sku'
import type { LiveShopStore } from '../../api/schemas/store'
import { addOutcomeOf } from '../product/add-outcome'
import { ProductBuyForm } from '../product/product-buy-form'
import { ProductDetailView } from '../product/product-detail-view'
import { LiveCartLink } from './cart-link'
import { cartChanged } from './cart-count'
import type { LiveProduct } from './load-live-products'
import { productFingerprint } from '../product/product-fingerprint'
import { useStreamFollower, type NetworkActor } from '../shared/use-stream-follower'

/** What the product page shows of a read, small enough to compare on every read. */
const liveProductFingerprint = ({ product, postStatus }: LiveProduct) =>
  `${postStatus ?? ''}|${productFingerprint(product)}`

/**
 * A product of the liver's storefront with its buy form. Added from the stream tab, the cart item
 * carries the stream id of the link, so the sale is credited to that stream. The buyer's age
 * answer comes from their 17LIVE account.
 */
export function LiveProductDetail({
  data,
  read,
  network,
  store,
  liveUser,
  liverId,
  streamId,
  fromStream,
}: {
  data: LiveProduct
  /** The product read again: the page follows it while open (stock, sold out, sale window). */
  read: () => Promise<LiveProduct>
  network: NetworkActor
  store: LiveShopStore
  liveUser: LiveShopUser
  liverId: string
  streamId?: number
  fromStream: boolean
}) {
  const router = useRouter()
  // Kept across reads: the buyer's SKU and the quantity they are typing stay in the same form.
  const { product, postStatus } = useStreamFollower(
    data,
    read,
    network,
    liveProductFingerprint,
  ).answer
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const stream_id = fromStream ? streamId : undefined

  const add = async (sku: Sku, quantity: number) => {
    const outcome = await addOutcomeOf(async () =>
      addToCart(await getHttp(), { id: sku.id, quantity, stream_id }),
    )
    // The cart count (this tab's and every other's) and the stock shown are read again.
    if (outcome.ok)
      await Promise.all([
        cartChanged(getHttp, { shop: 'live', storeId: store.id }),
        router.invalidate(),
      ])
    return outcome
  }

  return (
    <ProductDetailView
      product={product}
      currency={store.currency}
      heading="h2"
      buyForm={
        <ProductBuyForm
          product={product}
          currency={store.currency}
          ageStatus={ageStatusOf(liveUser['17_user'].does_age_verify)}
          postStatus={postStatus}
          add={add}
          checkoutAction={
            <LiveCartLink store={store} liverId={liverId} streamId={streamId} count={null}>
              <Trans>Go to checkout</Trans>
            </LiveCartLink>
          }
        />
      }
    />
  )
}
