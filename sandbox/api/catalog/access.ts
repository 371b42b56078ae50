import type { Context } from 'hono'
import type { Db } from '../../db/db'
import type { StoreRow } from '../../db/types/catalog'
import { guestOf, sessionOf, type Principal } from '../../http/auth'
import { fail, found } from '../../http/errors'
import { idParam } from './contract-route'

/**
 * Who may read the catalogue and store settings. The marketplace is open to anyone, but a token
 * that is sent must still be valid (an expired one answers 401 so the client signs out, as on any
 * call). The live storefront and the seller screens need a live-shop session.
 */
export type Audience = 'public' | 'live'

export type Reader = Extract<Principal, { kind: 'user' | 'seller' }> | null

export function checkReader(c: Context, db: Db, audience: Audience): Reader {
  const session = sessionOf(c, db)
  guestOf(c, db)
  if (session?.kind === 'guest') return null
  if (audience === 'live' && session === null)
    fail(401, 'UNAUTHORIZED', 'A live-shop session is required.')
  return session
}

/**
 * The store named in the path (`stores/{id}/…`), in both APIs by its numeric id only: a slug is
 * a 404, as a router with a numeric constraint answers. Only `buyer/stores/{slug}` takes a slug.
 */
export function storeInPath(c: Context, db: Db, name = 'id'): StoreRow {
  return found(db.stores.get(idParam(c, name, 'store')), 'store')
}
