import type { StatusChange } from '../../../src/api/schemas/cart'
import type { Db } from '../../db/db'
import type { Totals } from '../../db/rules/pricing'
import { boughtQuantity } from '../../db/rules/sku-state'
import { statusChanges } from '../../db/rules/status-changes'
import type { Owner } from '../../db/types/people'
import type { PaymentSettingRow, ShippingSettingRow } from '../../db/types/settings'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'
import { quote } from '../cart/quote'
import { receiverOf, type Receiver } from '../cart/receiver'
import { selectCartItems, type Selection } from '../cart/selection'
import type { CheckoutIntent } from './request'
import { checkPaymentSource } from './payment-source'

/** Everything an order is made from, once every rule of checkout has passed. */
export interface CheckoutPlan {
  selection: Selection
  shipping: ShippingSettingRow
  payment: PaymentSettingRow
  receiver: Receiver
  totals: Totals
}

/**
 * The rules of checkout, in the order a server meets them; the first that fails answers. Nothing
 * is written until all have passed, so a refused checkout leaves cart and stock as they were.
 */
export function planCheckout(db: Db, owner: Owner, intent: CheckoutIntent): CheckoutPlan {
  const selection = selectCartItems(db, owner, intent.itemIds)
  const { store, items } = selection
  const printio = items.map((item) => isPrintio(db, item.sku_id))
  if (printio.includes(true) && printio.includes(false)) {
    fail(400, 'MIXED_SKU_TYPE_EXCEPTION', 'Print-on-demand items are ordered on their own.')
  }
  const shipping = [...db.shippingSettings.values()].find(
    (row) => row.store_id === store.id && row.type === intent.shippingType && row.enabled,
  )
  if (!shipping)
    fail(
      400,
      'INVALID_SHIPPING_TYPE_EXCEPTION',
      `This store does not ship by ${intent.shippingType}.`,
    )
  if (shipping.is_cash_on_delivery !== (intent.paymentType === 'custom_cod')) {
    fail(
      400,
      'INVALID_SHIPPING_TYPE_EXCEPTION',
      'Cash on delivery goes with the cash-on-delivery shipping, and only with it.',
    )
  }
  const payment = [...db.paymentSettings.values()].find(
    (row) => row.store_id === store.id && row.type === intent.paymentType && row.enabled,
  )
  if (!payment)
    throw validationError({ payment_type: ['This store does not take this payment type.'] })
  const receiver = receiverOf(db, owner, store, intent.addressId)
  if (!receiver) throw validationError({ [intent.addressField]: ['Not one of your addresses.'] })
  if (intent.streamId !== null && !db.streams.has(intent.streamId))
    throw validationError({ stream_id: ['No such stream.'] })

  const changed = items.flatMap((item) => {
    const changes = statusChanges(db, item)
    return changes
      ? [{ cart_item_id: item.id, status_changes: changes satisfies StatusChange[] }]
      : []
  })
  if (changed.length > 0) {
    fail(
      409,
      'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
      'Some items changed since they were added.',
      changed,
    )
  }
  checkPurchasableLimits(db, owner, selection)
  checkPaymentSource(db, owner, intent)

  const levelOneCode = receiver.address?.level_one_code ?? null
  return {
    selection,
    shipping,
    payment,
    receiver,
    totals: quote(db, { selection, shipping, levelOneCode, payment }),
  }
}

function isPrintio(db: Db, skuId: number): boolean {
  const sku = db.skus.get(skuId)
  return (sku && db.products.get(sku.product_id)?.is_printio_product) ?? false
}

/** Per product: what this order takes plus what the buyer already bought, against the limit. */
function checkPurchasableLimits(db: Db, owner: Owner, { items }: Selection): void {
  const wanted = new Map<number, number>()
  for (const item of items) {
    const productId = db.skus.get(item.sku_id)?.product_id
    if (productId !== undefined) wanted.set(productId, (wanted.get(productId) ?? 0) + item.quantity)
  }
  for (const [productId, quantity] of wanted) {
    const limit = db.products.get(productId)?.buyer_purchasable_limit ?? null
    if (limit !== null && quantity + boughtQuantity(db, owner, productId) > limit) {
      fail(400, 'REACHED_BUYER_PURCHASABLE_LIMIT', `At most ${limit} of this item per buyer.`, {
        product_id: productId,
        limit,
      })
    }
  }
}
