import type { ReactNode } from 'react'
import type { LiveShopStore } from '../../api/schemas/store'
import { ProductCard, ProductGrid, type CardProduct } from '../product/product-card'

/**
 * A grid of the seller's products, or what to say when there are none. `details` adds what the
 * seller reads under each card (stock and sales, or where it stands in the stream), `action` a
 * button (add, remove); without an action the list is read-only.
 */
export function SellerGrid<P extends CardProduct>({
  products,
  store,
  label,
  empty,
  details,
  action,
}: {
  products: readonly P[]
  store: LiveShopStore
  label: string
  empty: ReactNode
  details: (product: P) => ReactNode
  action?: (product: P) => ReactNode
}) {
  if (products.length === 0) return <p className="live-empty-state">{empty}</p>
  // The cards' names are third-level headings; the grid's own heading keeps the outline whole
  // for screen-reader users, who navigate by headings.
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      <ProductGrid label={label}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              currency={store.currency}
              extra={
                <>
                  {details(product)}
                  {action?.(product)}
                </>
              }
            />
          </li>
        ))}
      </ProductGrid>
    </>
  )
}
