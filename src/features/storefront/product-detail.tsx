import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { Product } from '../../api/schemas/product'
import type { Store } from '../../api/schemas/store'
import { ProductDetailView } from '../product/product-detail-view'
import { ProductAddForm } from './product-add-form'
import { MARKETPLACE_CURRENCY } from '../shared/store-price'

/** One product of a store (/marketplace/products/{productId}). */
export function ProductDetail({
  store,
  product,
  visitor,
}: {
  store: Store
  product: Product
  visitor: VisitorActorRef
}) {
  return (
    <ProductDetailView
      product={product}
      currency={MARKETPLACE_CURRENCY}
      buyForm={<ProductAddForm product={product} store={store} visitor={visitor} />}
    />
  )
}
