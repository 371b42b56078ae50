import { Trans } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { Product } from '../../api/schemas/product'
import type { Store } from '../../api/schemas/store'
import { Alert } from '../ui/alert'
import { ProductAddForm } from './product-add-form'
import { ProductGallery } from './product-gallery'
import { ProductPrintio } from './product-printio'
import { httpsUrlOf } from './product-rules'
import { ProductSaleWindow } from './product-sale-window'
import { PriceRange } from '../shared/store-price'
import './product-detail.css'

/** Where buying happens on the seller's own page: only an https address is offered. */
function OutsidePurchase({ product }: { product: Product }) {
  const url = product.skus.map((sku) => httpsUrlOf(sku.force_purchase_url)).find(Boolean)
  if (!url) return null
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" className="product-detail__outside">
        <Trans>Buy on the seller's page (opens in a new tab)</Trans>
      </a>
    </p>
  )
}

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
    <article className="product-detail" aria-labelledby="product-detail-title">
      <ProductGallery product={product} />
      <div className="product-detail__body">
        <h1 id="product-detail-title">{product.name}</h1>
        <p className="product-detail__price">
          <PriceRange min={product.min_price} max={product.max_price} />
        </p>
        {product.adult_warning && (
          <Alert tone="warning">
            <Trans>This product is sold only to people aged 20 or over.</Trans>
          </Alert>
        )}
        <ProductSaleWindow product={product} />
        <ProductAddForm product={product} storeSlug={store.slug} visitor={visitor} />
        <OutsidePurchase product={product} />
        {product.description && <p className="product-detail__text">{product.description}</p>}
        {product.is_printio_product && product.printio_product_data && (
          <ProductPrintio data={product.printio_product_data} />
        )}
      </div>
    </article>
  )
}
