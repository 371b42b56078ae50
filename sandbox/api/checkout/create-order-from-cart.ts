import { addressDetail } from '../../db/address-detail'
import type { Db } from '../../db/db'
import { paymentStart } from '../../db/rules/payment-start'
import { effectivePrice } from '../../db/rules/sku-state'
import { orderSlug } from '../../db/seed/order-builder'
import type { OrderItemRow, OrderRow, OrderStatus } from '../../db/types/commerce'
import type { Principal } from '../../http/auth'
import type { CheckoutPlan } from './plan'
import type { CheckoutIntent } from './request'

type Buyer = Extract<Principal, { kind: 'user' | 'guest' }>

/**
 * Turns a passed checkout into ONE order and takes its items out of the cart and its stock off
 * the SKUs, all before answering: a second submit of the same items then finds nothing in the
 * cart (NOT_FOUND_ITEM_IN_CART). Cash on delivery ships first (undelivered, payment pending until
 * the parcel is paid for); every other order waits unpaid, its payment started as
 * `paymentStart` says (a card at init for POST /orders/{id}/pay; PayPay and convenience store
 * pending for the buyer).
 */
export function createOrderFromCart(
  db: Db,
  buyer: Buyer,
  intent: CheckoutIntent,
  plan: CheckoutPlan,
): OrderRow {
  const { selection, shipping, payment, receiver, totals } = plan
  const id = db.nextId('orders')
  const now = db.nowIso()
  const items = selection.items.map((item, i) => orderItem(db, id, i, item.sku_id, item.quantity))
  const cod = payment.type === 'custom_cod'
  const path: OrderStatus[] = ['init', cod ? 'undelivered' : 'unpaid']
  const seller = db.commercialInfo.get(selection.store.id)
  const user = buyer.kind === 'user' ? buyer.user : undefined
  const printio = items.some((item) => item.printio_shipping_status !== null)

  const order: OrderRow = {
    id,
    slug: orderSlug(id, now),
    store_id: selection.store.id,
    owner: buyer.owner,
    stream_id: intent.streamId,
    region: selection.store.region,
    currency: selection.store.currency,
    email: intent.email ?? user?.email ?? null,
    phone: intent.phone ?? user?.phone_number ?? receiver.phone,
    custom_buyer_name: intent.customBuyerName || receiver.name,
    ...totals,
    reason: null,
    status: path[path.length - 1] ?? 'init',
    created_at: now,
    completed_at: null,
    is_printio_product_order: printio,
    printio_status: printio ? 'pending' : null,
    refund_memo: null,
    items,
    payment: {
      type: payment.type,
      ...paymentStart(payment.type, db.now()),
      paid_at: null,
      updated_at: now,
      amount: totals.total_amount,
      account: null,
      info: intent.paymentId === null ? {} : { payment_id: intent.paymentId },
    },
    shipping: {
      type: shipping.type,
      status: 'init',
      delivery_at: null,
      shipping_setting_id: shipping.id,
      address_id: intent.addressId,
      receiver_name: intent.customBuyerName || receiver.name,
      receiver_phone_number: receiver.phone,
      receiver_address: receiver.address && addressDetail(receiver.address),
      sender_name: seller?.store_name ?? selection.store.name,
      sender_phone_number: seller?.commercial_phone ?? '',
      sender_address: shipping.address && addressDetail(shipping.address),
      company: null,
    },
    histories: path.map((to, i) => ({ from: path[i - 1] ?? null, to, created_at: now })),
    seeded: false,
  }
  db.orders.set(id, order)
  for (const item of selection.items) db.cartItems.delete(item.id)
  return order
}

/** One order line, priced now (checkout refused any item whose price moved since it was added). */
function orderItem(
  db: Db,
  orderId: number,
  index: number,
  skuId: number,
  quantity: number,
): OrderItemRow {
  const sku = db.skus.get(skuId)
  const product = sku && db.products.get(sku.product_id)
  if (!sku || !product)
    throw new Error(`checkout: SKU ${skuId} vanished between the checks and the order`)
  // Reserved for this order: a cancel gives it back.
  sku.stock -= quantity
  sku.sold_quantity += quantity
  return {
    id: orderId * 1000 + index + 1,
    sku_id: sku.id,
    product_id: product.id,
    product_name: product.name,
    sku_name: sku.name,
    quantity,
    price: effectivePrice(sku, db.now()),
    image: product.images[0]?.url ?? null,
    printio_shipping_status: product.is_printio_product ? 'pending' : null,
  }
}
