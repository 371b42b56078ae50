import type { Cart } from '../../../api/schemas/cart'
import type { GoodsCategory } from '../../../../machines/checkout/checkout-types'

/** Which category a cart item belongs to: the server orders the two apart (MIXED_SKU_TYPE). */
export const categoryOf = (item: Cart['items'][number]): GoodsCategory =>
  item.sku.is_printio_product ? 'printio' : 'normal'
