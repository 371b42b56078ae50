import { Trans } from '@lingui/react/macro'
import type { SellerProduct } from '../../api/schemas/product'

/** The seller's stock figures: what is left across the SKUs and what has sold. */
export function StockLine({
  product,
}: {
  product: Pick<SellerProduct, 'skus' | 'available_quantity'>
}) {
  const sold = product.skus.reduce((sum, sku) => sum + sku.sold_quantity, 0)
  return (
    <p className="live-seller-stock">
      <Trans>
        In stock: {product.available_quantity} · Sold: {sold}
      </Trans>
    </p>
  )
}
