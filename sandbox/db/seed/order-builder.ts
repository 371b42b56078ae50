import type { Tables } from '../tables'
import type { OrderRow, OrderStatus, PaymentStatus, ShippingStatus } from '../types/commerce'
import type { Owner } from '../types/people'
import type { PaymentType, ShippingType } from '../types/settings'
import { addressDetail, twAddressPart } from '../address-detail'

export interface OrderSeed {
  id: number
  store_id: number
  owner: Owner
  created_at: string
  /** The status path from init to where the order is now; histories are its steps. */
  path: OrderStatus[]
  lines: Array<{ sku_id: number; quantity: number }>
  shipping: { type: ShippingType; fee: number; status: ShippingStatus; address_id: number | null }
  payment: { type: PaymentType; status: PaymentStatus; fee?: number; paid_at?: string | null; expire_at?: string | null }
  stream_id?: number | null
  completed_at?: string | null
  reason?: string | null
  refund_memo?: OrderRow['refund_memo']
  printio_status?: OrderRow['printio_status']
  company?: OrderRow['shipping']['company']
}

/** Builds an order from SKU lines the way checkout would, so seeded orders look like real ones. */
export function addOrder(t: Tables, seed: OrderSeed): OrderRow {
  const store = t.stores.get(seed.store_id)
  const user = seed.owner.startsWith('user:') ? t.users.get(Number(seed.owner.slice(5))) : undefined
  const address = seed.shipping.address_id === null ? undefined : t.addresses.get(seed.shipping.address_id)
  const seller = t.commercialInfo.get(seed.store_id)
  if (!store) throw new Error(`seed order ${seed.id}: no store ${seed.store_id}`)

  const items = seed.lines.map((line, i) => {
    const sku = t.skus.get(line.sku_id)
    const product = sku && t.products.get(sku.product_id)
    if (!sku || !product) throw new Error(`seed order ${seed.id}: no sku ${line.sku_id}`)
    return {
      id: seed.id * 10 + i + 1, sku_id: sku.id, product_id: product.id, product_name: product.name,
      sku_name: sku.name, quantity: line.quantity, price: sku.price, image: product.images[0]?.url ?? null,
      printio_shipping_status: product.is_printio_product ? ('pending' as const) : null,
    }
  })
  const amount = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  const payment_fee = seed.payment.fee ?? 0
  const total_amount = amount + seed.shipping.fee + payment_fee
  const tw = seed.shipping.address_id === null ? undefined : t.twAddresses.get(seed.shipping.address_id)
  const receiverPart = address?.address ?? (tw ? twAddressPart(tw) : null)
  const receiver = {
    name: address?.name ?? tw?.buyer_name ?? '',
    phone: address?.phone_number ?? tw?.buyer_cellphone ?? '',
    address: receiverPart ? addressDetail(receiverPart) : null,
  }
  const setting = [...t.shippingSettings.values()].find((s) => s.store_id === store.id && s.type === seed.shipping.type)
  const status = seed.path[seed.path.length - 1] ?? 'init'
  const histories = seed.path.map((to, i) => ({ from: seed.path[i - 1] ?? null, to, created_at: seed.created_at }))

  const order: OrderRow = {
    id: seed.id,
    slug: orderSlug(seed.id, seed.created_at),
    store_id: store.id,
    owner: seed.owner,
    stream_id: seed.stream_id ?? null,
    region: store.region,
    currency: store.currency,
    email: user?.email ?? null,
    phone: user?.phone_number ?? null,
    custom_buyer_name: receiver.name || `${user?.last_name ?? ''} ${user?.first_name ?? ''}`.trim(),
    amount, shipping_fee: seed.shipping.fee, payment_fee, total_amount,
    reason: seed.reason ?? null,
    status,
    created_at: seed.created_at,
    completed_at: seed.completed_at ?? null,
    is_printio_product_order: items.some((item) => item.printio_shipping_status !== null),
    printio_status: seed.printio_status ?? null,
    refund_memo: seed.refund_memo ?? null,
    items,
    payment: {
      type: seed.payment.type, status: seed.payment.status, paid_at: seed.payment.paid_at ?? null,
      expire_at: seed.payment.expire_at ?? null, updated_at: seed.created_at, amount: total_amount, account: null, info: {},
    },
    shipping: {
      type: seed.shipping.type, status: seed.shipping.status, delivery_at: null,
      shipping_setting_id: setting?.id ?? null, address_id: seed.shipping.address_id,
      receiver_name: receiver.name, receiver_phone_number: receiver.phone, receiver_address: receiver.address,
      sender_name: seller?.store_name ?? store.name, sender_phone_number: seller?.commercial_phone ?? '',
      sender_address: null, company: seed.company ?? null,
    },
    histories,
    seeded: true,
  }
  t.orders.set(order.id, order)
  return order
}

/** The order number people see: HS + yyyymmdd + id (`HS202501159001`). */
export function orderSlug(id: number, createdAt: string): string {
  return `HS${createdAt.slice(0, 10).replaceAll('-', '')}${id}`
}
