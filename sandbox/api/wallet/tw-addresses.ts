import type { Context, Hono } from 'hono'
import { purchaseCalls as v1 } from '../../../src/api/schemas/calls/live-shop-v1/purchase'
import type { Db } from '../../db/db'
import type { StoreRow } from '../../db/types/catalog'
import type { TwAddressRow } from '../../db/types/wallet'
import { twAddressView } from '../../db/views/wallet'
import { requireBuyer } from '../../http/auth'
import { fail } from '../../http/errors'
import { parseBody } from '../../http/validate'
import { idParam, serve } from '../catalog/contract-route'
import { ownRow } from './owned'

/** Taiwan addresses belong to a Taiwan store; any other store has none to give (404). */
function twStore(c: Context, db: Db): StoreRow {
  const store = db.stores.get(idParam(c, 'id', 'store'))
  if (!store || store.region !== 'TW') fail(404, 'NOT_FOUND', 'No such Taiwan store.')
  return store
}

/** The buyer's Taiwan addresses, kept per store. */
export function serveTwAddresses(app: Hono, db: Db): void {
  serve(app, v1.listTwAddresses, (c) => {
    const { owner } = requireBuyer(c, db)
    const store = twStore(c, db)
    const rows = [...db.twAddresses.values()].filter(
      (row) => row.owner === owner && row.store_id === store.id,
    )
    return { data: rows.sort((a, b) => a.id - b.id).map(twAddressView) }
  })

  serve(
    app,
    v1.createTwAddress,
    async (c) => {
      const { owner } = requireBuyer(c, db)
      const store = twStore(c, db)
      const body = await parseBody(c, v1.createTwAddress.body)
      const row: TwAddressRow = { ...body, id: db.nextId('twAddresses'), owner, store_id: store.id }
      db.twAddresses.set(row.id, row)
      return { data: twAddressView(row) }
    },
    201,
  )

  serve(app, v1.deleteTwAddress, (c) => {
    const { owner } = requireBuyer(c, db)
    const store = twStore(c, db)
    const row = ownRow(db.twAddresses, idParam(c, 'addressId', 'address'), owner, 'address')
    if (row.store_id !== store.id) fail(404, 'NOT_FOUND', 'No such address.')
    db.twAddresses.delete(row.id)
    return { success: true }
  })
}
