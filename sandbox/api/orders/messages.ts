/** Order messages: the whole conversation of an order, and the buyer's new ones. */
import type { Db } from '../../db/db'
import type { OrderMessageRow, OrderRow } from '../../db/types/commerce'
import type { Principal } from '../../http/auth'

export function messagesOf(db: Db, order: OrderRow): OrderMessageRow[] {
  return [...db.orderMessages.values()]
    .filter((message) => message.order_id === order.id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

/** Buyers always write as `buyer`; a guest's message has no user to show. */
export function addBuyerMessage(
  db: Db,
  order: OrderRow,
  buyer: Principal,
  message: string,
): OrderMessageRow {
  const row: OrderMessageRow = {
    id: db.nextId('orderMessages'),
    order_id: order.id,
    role: 'buyer',
    message,
    user_id: buyer.kind === 'user' ? buyer.user.id : null,
    created_at: db.nowIso(),
  }
  db.orderMessages.set(row.id, row)
  return row
}
