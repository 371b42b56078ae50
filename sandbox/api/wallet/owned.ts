import type { Context } from 'hono'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { idParam } from '../catalog/contract-route'

type Owned = { id: number; owner: Owner }

/**
 * One of the buyer's own rows. Someone else's row is a 404 like a missing one: the answer must
 * not tell a stranger that the id exists.
 */
export function ownRow<R extends Owned>(
  table: Map<number, R>,
  id: number,
  owner: Owner,
  what: string,
): R {
  const row = table.get(id)
  if (!row || row.owner !== owner) fail(404, 'NOT_FOUND', `No such ${what}.`)
  return row
}

/** Deletes the buyer's row named by the path's `:id`: gone for good, and the answer says so. */
export function deleteOwnRow<R extends Owned>(
  c: Context,
  table: Map<number, R>,
  owner: Owner,
  what: string,
): { success: true } {
  table.delete(ownRow(table, idParam(c, 'id', what), owner, what).id)
  return { success: true }
}
