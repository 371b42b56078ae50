import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Paginated } from '../../api/schemas/paginated'
import type { Product } from '../../api/schemas/product'
import type { SalableStatus } from '../../api/schemas/statuses'
import type { Store } from '../../api/schemas/store'
import { PriceRange } from '../shared/store-price'
import { Pager } from '../shared/pager'
import { isPastTheEnd, PastTheEnd } from './past-the-end'
import '../ui/tabs.css'
import './store.css'
import { isolated } from '../../lib/bidi'

/** The picture a product is known by: its cover when it names one, else its first. */
function coverOf(product: Product) {
  return product.images.find((image) => image.id === product.cover_image_id) ?? product.images[0]
}

function SaleBadge({ status }: { status: SalableStatus }) {
  switch (status) {
    case 'on_sell':
      return null
    case 'sold_out':
      return <Trans>Sold out</Trans>
    case 'before_sell':
      return <Trans>Coming soon</Trans>
    case 'end_sell':
      return <Trans>Sale ended</Trans>
  }
}

function ProductCard({
  product,
  eager,
  storeSlug,
}: {
  product: Product
  eager: boolean
  storeSlug: string
}) {
  const cover = coverOf(product)
  return (
    <li className="store-product">
      {/* The box keeps its square whether or not the picture has arrived, so nothing jumps. */}
      <div className="store-thumb">
        {cover && (
          <img
            src={cover.url}
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <h2 className="store-product__name">
        <Link
          to="/stores/$storeSlug/marketplace/products/$productId"
          params={{ storeSlug, productId: String(product.id) }}
        >
          <bdi>{product.name}</bdi>
        </Link>
      </h2>
      <p className="store-product__price">
        <PriceRange min={product.min_price} max={product.max_price} />
      </p>
      {product.salable_status !== 'on_sell' && (
        <p className="store-product__badge">
          <SaleBadge status={product.salable_status} />
        </p>
      )}
      {product.adult_warning && (
        <p className="store-product__note">
          <Trans>For adults only</Trans>
        </p>
      )}
    </li>
  )
}

type ProductTab = 'normal' | 'printio'

/** The store's product tabs, as links: the tab is in the URL, page 1 of it. */
function ProductTabs({ tab }: { tab: ProductTab }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Kinds of products`} className="route-tabs">
      <ul className="route-tabs__list">
        <li className="route-tabs__item">
          <Link
            to="."
            search={{ tab: undefined, page: undefined }}
            className="route-tabs__link"
            aria-current={tab === 'normal' ? 'page' : undefined}
          >
            <Trans>Products</Trans>
          </Link>
        </li>
        <li className="route-tabs__item">
          <Link
            to="."
            search={{ tab: 'printio', page: undefined }}
            className="route-tabs__link"
            aria-current={tab === 'printio' ? 'page' : undefined}
          >
            <Trans>Made to order</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** A store's front door (/marketplace): its products by tab, a page at a time. */
export function StoreProductList({
  store,
  tab,
  products,
}: {
  store: Store
  tab: ProductTab
  products: Paginated<Product>
}) {
  const { t } = useLingui()
  const storeName = isolated(store.name)
  const pastTheEnd = isPastTheEnd(products)
  return (
    <section aria-labelledby="store-products-title">
      <h1 id="store-products-title">
        <bdi>{store.name}</bdi>
      </h1>
      {store.description && <p className="store-description">{store.description}</p>}
      <ProductTabs tab={tab} />
      {pastTheEnd ? (
        <PastTheEnd meta={products.meta} />
      ) : products.data.length === 0 ? (
        <p className="store-empty">
          {tab === 'printio' ? (
            <Trans>This store has no made-to-order products right now.</Trans>
          ) : (
            <Trans>This store has no products on sale right now. Please come back later.</Trans>
          )}
        </p>
      ) : (
        <ul className="store-products" aria-label={t`Products of ${storeName}`}>
          {products.data.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              eager={index < 4}
              storeSlug={store.slug}
            />
          ))}
        </ul>
      )}
      <Pager meta={products.meta} />
    </section>
  )
}
