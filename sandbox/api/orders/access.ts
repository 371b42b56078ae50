import type { Context } from 'hono'
import type { Db } from '../../db/db'
import type { OrderRow } from '../../db/types/commerce'
import { requireBuyer } from '../../http/auth'
import { idParam } from '../catalog/contract-route'
import { ownRow } from '../wallet/owned'

/**
 * The order named by the path's `:id`, when it is the caller's (member, guest or live-shop
 * buyer). Anyone else's order is a 404 like a missing one, so order ids cannot be probed.
 */
export function buyerOrder(
  c: Context,
  db: Db,
): { order: OrderRow; buyer: ReturnType<typeof requireBuyer> } {
  const buyer = requireBuyer(c, db)
  return { order: ownRow(db.orders, idParam(c, 'id', 'order'), buyer.owner, 'order'), buyer }
}
