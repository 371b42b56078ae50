import { Trans } from '@lingui/react/macro'
import type { StatusChange } from '../../api/schemas/cart'

/** What changed about a cart item since it went into the cart (its `status_changes`). */
export function ChangeNote({ change }: { change: StatusChange }) {
  switch (change) {
    case 'stock_shortage':
      return <Trans>Fewer left than you asked for</Trans>
    case 'stock_sold_out':
      return <Trans>Sold out</Trans>
    case 'over_salable_time':
      return <Trans>No longer on sale</Trans>
    case 'product_name':
      return <Trans>The product name has changed</Trans>
    case 'sku_name':
      return <Trans>The option name has changed</Trans>
    case 'price':
      return <Trans>The price has changed</Trans>
  }
}
