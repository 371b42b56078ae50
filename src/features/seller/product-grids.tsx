import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import { PRODUCT_CARD_HEIGHT, ProductCard, type CardProduct } from '../product/product-card'
import { TextField } from '../ui/text-field'
import { WindowedList } from '../ui/windowed-list'
import { perObject } from '../../lib/per-object'

/** Names as a seller types them: full-width and half-width, capitals and not, alike. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().trim()

/** Each product's name folded, worked out the first time the seller searches that list. */
const foldedNames = perObject((products: readonly CardProduct[]) =>
  products.map((product) => folded(product.name)),
)

/**
 * The products whose name holds what the seller typed. The grid draws only what is near the
 * screen, so the browser's own find cannot reach the rest; this box can. Names are folded only
 * once someone types: a list that is only looked at (or saved again and again) never pays it.
 */
function useFound<P extends CardProduct>(products: readonly P[], typed: string) {
  const needle = folded(useDeferredValue(typed))
  const found = useMemo(() => {
    if (!needle) return products
    const names = foldedNames(products)
    return products.filter((_, index) => names[index]!.includes(needle))
  }, [products, needle])
  return { needle, found }
}

/**
 * A grid of the seller's products, or what to say when there are none, with a box that finds
 * products by name. `details` adds what the seller reads under each card (stock and sales, or
 * where it stands in the stream), `action` a button (add, remove); without an action the list
 * is read-only.
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
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const { needle, found } = useFound(products, typed)
  if (products.length === 0) return <p className="live-empty-state">{empty}</p>
  const total = products.length
  const count = found.length
  // The cards' names are third-level headings; the grid's own heading keeps the outline whole
  // for screen-reader users, who navigate by headings.
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      <div role="search" className="live-seller-find">
        <TextField
          label={t`Find a product by name`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <p className="live-seller-find__count" aria-live="polite">
        {needle ? (
          <Trans>
            {count} of <Plural value={total} one="# product" other="# products" />
          </Trans>
        ) : (
          <Plural value={total} one="# product" other="# products" />
        )}
      </p>
      {count === 0 ? (
        <p className="live-empty-state">
          <Trans>No product name contains “{typed}”.</Trans>
        </p>
      ) : (
        <WindowedList
          className="live-product-grid"
          label={label}
          items={found}
          itemKey={(product) => product.id}
          estimateSize={PRODUCT_CARD_HEIGHT + (action ? 60 : 20)}
          renderItem={(product) => (
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
          )}
        />
      )}
    </>
  )
}
