import { Trans, useLingui } from '@lingui/react/macro'
import type { SellerProduct } from '../../api/schemas/product'
import type { LiveShopStore } from '../../api/schemas/store'
import type { SellerPost } from './load-seller'
import { PostNotice } from './post-notice'
import { selectedProducts } from './post-selection'
import { PostStatusLine } from './post-status'
import { SellerGrid } from './product-grids'
import { StockLine } from './stock-line'

/** The products of the stream post, in the order buyers see them. */
export function StreamProductsList({ post, store }: { post: SellerPost; store: LiveShopStore }) {
  const { t } = useLingui()
  if (post.kind !== 'post') return <PostNotice post={post} />
  return (
    <SellerGrid
      details={(product) => <PostStatusLine product={product} />}
      products={selectedProducts(post.post)}
      store={store}
      label={t`Products in the stream`}
      empty={<Trans>This stream has no products yet.</Trans>}
    />
  )
}

/** Every product of the seller's shop, with its stock and sales. */
export function ShopProductsList({
  products,
  store,
}: {
  products: SellerProduct[]
  store: LiveShopStore
}) {
  const { t } = useLingui()
  return (
    <SellerGrid
      details={(product) => <StockLine product={product} />}
      products={products}
      store={store}
      label={t`Your shop's products`}
      empty={<Trans>Your shop has no products yet.</Trans>}
    />
  )
}
