import type { ReactNode } from 'react'
import type { Currency } from '../../api/schemas/common'
import type { Product } from '../../api/schemas/product'
import { useMoney } from '../shared/store-price'
import { SalableStatusLabel } from './salable-status'
import './product-card.css'

export type CardProduct = Pick<
  Product,
  'id' | 'name' | 'min_price' | 'max_price' | 'salable_status' | 'cover_image_id' | 'images'
>

/** A card's height on a phone before it is measured (a windowed grid's first guess), in px. */
export const PRODUCT_CARD_HEIGHT = 330

/** The cover image, else the first one. */
function coverOf(product: CardProduct) {
  return product.images.find((image) => image.id === product.cover_image_id) ?? product.images[0]
}

/**
 * A product as a buyer or seller scans it: picture, name, price range in the store's currency
 * and whether it can be bought. Names come from sellers and are rendered as text.
 */
export function ProductCard({
  product,
  currency,
  extra,
  title,
  status,
  marker,
}: {
  product: CardProduct
  currency: Currency
  /** Below the status: the seller's stock figures, an add or remove button. */
  extra?: ReactNode
  /** The name as a link to the product's page; the name alone by default. */
  title?: ReactNode
  /** Where the product stands where it is shown (a stream post), over its salable status. */
  status?: { label: ReactNode; buyable: boolean }
  /** A word over the picture for a moment ("New"): laid over it, so nothing moves. */
  marker?: ReactNode
}) {
  const money = useMoney(currency)
  const cover = coverOf(product)
  const buyable = status ? status.buyable : product.salable_status === 'on_sell'
  return (
    <article className="live-product-card" aria-labelledby={`product-${product.id}-name`}>
      {/* The frame keeps its square while the picture loads, so nothing below it jumps. */}
      <div className="live-product-card__media">
        {cover && (
          <img src={cover.url} alt="" width={320} height={320} loading="lazy" decoding="async" />
        )}
        {marker && <span className="live-product-card__marker">{marker}</span>}
      </div>
      <div className="live-product-card__body">
        <h3 className="live-product-card__name" id={`product-${product.id}-name`}>
          {title ?? product.name}
        </h3>
        <p className="live-product-card__price">
          {money.range(product.min_price, product.max_price)}
        </p>
        <p
          className={`live-product-card__status live-product-card__status--${buyable ? 'buyable' : 'closed'}`}
        >
          {status ? status.label : <SalableStatusLabel status={product.salable_status} />}
        </p>
        {extra}
      </div>
    </article>
  )
}

export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className="live-product-grid" aria-label={label}>
      {children}
    </ul>
  )
}
