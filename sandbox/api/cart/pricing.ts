import type { PricingRequest, PricingSubtotalRequest } from '../../../src/api/schemas/requests/cart'
import type {
  PricingResult,
  PricingSubtotalResponse,
} from '../../../src/api/schemas/responses/cart'
import type { Db } from '../../db/db'
import { ownCartItem } from '../../db/queries'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'
import { quote } from './quote'
import { receiverOf } from './receiver'
import { lineTotal, selectCartItems } from './selection'

/**
 * POST carts/pricing. The shipping setting and payment setting must be the store's and the
 * address the buyer's; otherwise the field is named in a 422, as a server's validation would.
 */
export function pricing(db: Db, owner: Owner, body: PricingRequest): PricingResult {
  const selection = selectCartItems(db, owner, body.item_ids)
  const { store } = selection
  const shipping = db.shippingSettings.get(body.shipping_setting_id)
  if (shipping?.store_id !== store.id)
    throw invalid('shipping_setting_id', 'Not a shipping setting of this store.')
  const payment = body.payment_id == null ? undefined : db.paymentSettings.get(body.payment_id)
  if (body.payment_id != null && payment?.store_id !== store.id) {
    throw invalid('payment_id', 'Not a payment setting of this store.')
  }
  const receiver =
    body.address_id == null ? undefined : receiverOf(db, owner, store, body.address_id)
  if (body.address_id != null && !receiver)
    throw invalid('address_id', 'Not one of your addresses.')
  return quote(db, {
    selection,
    shipping,
    levelOneCode: receiver?.address?.level_one_code ?? null,
    payment,
  })
}

/** POST carts/pricing/subtotal: the buyer's cart items at the quantities they are considering. */
export function pricingSubtotal(
  db: Db,
  owner: Owner,
  body: PricingSubtotalRequest,
): PricingSubtotalResponse {
  let subtotal = 0
  for (const line of body.items) {
    const own = ownCartItem(db, line.id, owner)
    if (!own)
      fail(404, 'NOT_FOUND_ITEM_IN_CART', 'This item is not in your cart.', { item_ids: [line.id] })
    subtotal += lineTotal(db, own.item, line.quantity)
  }
  return { subtotal }
}

const invalid = (field: string, message: string) => validationError({ [field]: [message] })
