import type { Db } from '../db'
import type { OrderMessageRow, OrderRow } from '../types/commerce'
import type { Order } from '../../../src/api/schemas/order'
import type { OrderListRow } from '../../../src/api/schemas/order-list'
import type { OrderMessage } from '../../../src/api/schemas/order-message'
import type { Wire } from './wire'
import { fullName } from './people'

/** Orders, order list rows and order messages as the API sends them. */
export function orderView(db: Db, order: OrderRow): Wire<Order> {
  const store = db.stores.get(order.store_id)
  return {
    id: order.id,
    slug: order.slug,
    completed_at: order.completed_at,
    created_at: order.created_at,
    email: order.email,
    amount: order.amount,
    currency: order.currency,
    shipping_fee: order.shipping_fee,
    payment_fee: order.payment_fee,
    total_amount: order.total_amount,
    reason: order.reason,
    custom_buyer_name: order.custom_buyer_name,
    region: order.region,
    store: { id: order.store_id, slug: store?.slug ?? '', name: store?.name ?? '' },
    status: order.status,
    is_printio_product_order: order.is_printio_product_order,
    printio_order_data: order.printio_status === null ? null : { status: order.printio_status },
    info: { refund_memo: order.refund_memo },
    items: order.items.map(itemView),
    payment: {
      ...order.payment,
      account: order.payment.account && { ...order.payment.account },
      info: { ...order.payment.info },
    },
    shipping: {
      ...order.shipping,
      receiver_address: order.shipping.receiver_address && { ...order.shipping.receiver_address },
      sender_address: order.shipping.sender_address && { ...order.shipping.sender_address },
      company: order.shipping.company && { ...order.shipping.company },
    },
    histories: order.histories.map((h) => ({ ...h })),
  }
}

function itemView(item: OrderRow['items'][number]) {
  return {
    id: item.id,
    product_name: item.product_name,
    sku_name: item.sku_name,
    quantity: item.quantity,
    price: item.price,
    image: item.image,
    printio_shipping_status: item.printio_shipping_status,
  }
}

export function orderListRowView(db: Db, order: OrderRow): Wire<OrderListRow> {
  return {
    id: order.id,
    store_name: db.stores.get(order.store_id)?.name ?? '',
    slug: order.slug,
    total_amount: order.total_amount,
    currency: order.currency,
    status: order.status,
    items: order.items.map(itemView),
    payment: { type: order.payment.type, status: order.payment.status },
    created_at: order.created_at,
  }
}

/** Buyer messages carry their writer; seller messages carry the order's store. */
export function orderMessageView(db: Db, message: OrderMessageRow): Wire<OrderMessage> {
  const user = message.user_id === null ? undefined : db.users.get(message.user_id)
  const order = db.orders.get(message.order_id)
  const store = order && db.stores.get(order.store_id)
  return {
    id: message.id,
    message: message.message,
    role: message.role,
    created_at: message.created_at,
    user: user ? { id: user.id, name: fullName(user), avatars: [user.avatar_url] } : null,
    store:
      message.role === 'seller' && store
        ? { id: store.id, name: store.name, avatar_url: store.avatar_url }
        : null,
  }
}
