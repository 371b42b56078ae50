import { Trans, useLingui } from '@lingui/react/macro'
import type { SellerProduct } from '../../api/schemas/product'
import type { LiveShopStore } from '../../api/schemas/store'
import { ProductCard, ProductGrid } from '../live/products/product-card'
import type { SellerPost } from './load-seller'
import { PostNotice } from './post-notice'
import { PostStatusLabel } from './post-status'
import { selectedProducts } from './post-selection'
import { StockLine } from './stock-line'

/** The products of the stream post, in the order buyers see them. */
export function StreamProductsList({ post, store }: { post: SellerPost; store: LiveShopStore }) {
  const { t } = useLingui()
  if (post.kind !== 'post') return <PostNotice post={post} />
  const products = selectedProducts(post.post)
  if (products.length === 0) {
    return (
      <p className="empty-state">
        <Trans>This stream has no products yet.</Trans>
      </p>
    )
  }
  return (
    <ProductGrid label={t`Products in the stream`}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={store.currency}
            extra={
              <p className="seller-stock">
                <PostStatusLabel status={product.status} />
              </p>
            }
          />
        </li>
      ))}
    </ProductGrid>
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
  if (products.length === 0) {
    return (
      <p className="empty-state">
        <Trans>Your shop has no products yet.</Trans>
      </p>
    )
  }
  return (
    <ProductGrid label={t`Your shop's products`}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={store.currency}
            extra={<StockLine product={product} />}
          />
        </li>
      ))}
    </ProductGrid>
  )
}
