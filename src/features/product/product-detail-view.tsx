import { Fragment, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import type { Product } from '../../api/schemas/product'
import { useMoney } from '../shared/store-price'
import { Alert } from '../ui/alert'
import { ProductGallery } from './product-gallery'
import { ProductPrintio } from './product-printio'
import { httpsUrlOf } from './product-rules'
import { ProductSaleWindow } from './product-sale-window'
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

/**
 * One product as both shops show it: pictures, name, price in the store's currency, the adult
 * warning, the sale window, the shop's own buy form, description and print-on-demand details.
 * Descriptions come from sellers and are rendered as text.
 */
export function ProductDetailView({
  product,
  currency,
  buyForm,
  heading: Heading = 'h1',
}: {
  product: Product
  currency: Currency
  buyForm: ReactNode
  /** h2 where the page already has its h1 (the live storefront's store name). */
  heading?: 'h1' | 'h2'
}) {
  const money = useMoney(currency)
  return (
    <article className="product-detail" aria-labelledby="product-detail-title">
      <ProductGallery product={product} />
      <div className="product-detail__body">
        <Heading id="product-detail-title" className="product-detail__title">
          <bdi>{product.name}</bdi>
        </Heading>
        <p className="product-detail__price">{money.range(product.min_price, product.max_price)}</p>
        {product.adult_warning && (
          <Alert tone="warning">
            <Trans>This product is sold only to people aged 20 or over.</Trans>
          </Alert>
        )}
        <ProductSaleWindow product={product} />
        {/* Another product starts the form afresh, never with the last one's SKU. */}
        <Fragment key={product.id}>{buyForm}</Fragment>
        <OutsidePurchase product={product} />
        {product.description && <p className="product-detail__text">{product.description}</p>}
        {product.is_printio_product && product.printio_product_data && (
          <ProductPrintio data={product.printio_product_data} />
        )}
      </div>
    </article>
  )
}
