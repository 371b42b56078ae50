import { useState, type FormEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import type { Paginated } from '../../api/schemas/paginated'
import type { Product } from '../../api/schemas/product'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { Pager } from '../shared/pager'
import { useQueryNavigation } from '../shared/query-href'
import { ProductCard, ProductGrid } from '../product/product-card'
import { ProductNameLink } from '../product/product-name-link'
import './live-shop-products.css'

/** The store's products, a page at a time, with a keyword search. */
export function ShopProductsPanel({
  list,
  currency,
  keyword,
  liverId,
}: {
  list: Paginated<Product>
  currency: Currency
  keyword: string
  liverId: string
}) {
  const { t } = useLingui()
  const { go } = useQueryNavigation()
  const [typed, setTyped] = useState(keyword)
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void go({ keyword: typed.trim(), page: undefined })
  }
  return (
    <section aria-labelledby="shop-products-title">
      <h2 id="shop-products-title">
        <Trans>Shop products</Trans>
      </h2>
      <form role="search" className="live-shop-search" onSubmit={search}>
        <TextField
          label={t`Search products`}
          type="search"
          name="keyword"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {list.data.length === 0 ? (
        <p className="live-empty-state">
          {keyword ? (
            <Trans>No products match “{keyword}”.</Trans>
          ) : (
            <Trans>This shop has no products yet.</Trans>
          )}
        </p>
      ) : (
        <>
          <p className="live-shop-search__count" aria-live="polite">
            <Plural value={list.meta.total} one="# product" other="# products" />
          </p>
          <ProductGrid label={t`Shop products`}>
            {list.data.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  currency={currency}
                  title={<ProductNameLink product={product} liverId={liverId} from="shop" />}
                />
              </li>
            ))}
          </ProductGrid>
          <Pager meta={list.meta} />
        </>
      )}
    </section>
  )
}
