import { randomUUID } from 'node:crypto'
import type { Db } from './db'
import type { GuestRow, SessionRow } from './types/people'

/** Issuing tokens: logins and POST /guest/token. Tokens are opaque and unguessable, as real ones. */

export function issueUserSession(db: Db, userId: number): SessionRow {
  const session: SessionRow = {
    token: `hs_${randomUUID()}`,
    kind: 'user',
    user_id: userId,
    created_at: db.nowIso(),
  }
  db.sessions.set(session.token, session)
  return session
}

export function issueSellerSession(db: Db, liverId: number): SessionRow {
  const session: SessionRow = {
    token: `hs_${randomUUID()}`,
    kind: 'seller',
    liver_id: liverId,
    created_at: db.nowIso(),
  }
  db.sessions.set(session.token, session)
  return session
}

export function createGuest(db: Db): GuestRow {
  const guest: GuestRow = {
    id: db.nextId('guests'),
    token: `guest_${randomUUID()}`,
    created_at: db.nowIso(),
  }
  db.guests.set(guest.id, guest)
  return guest
}

/** Logging out (or a 401 flow on the server side): the token stops working. */
export function revokeSession(db: Db, token: string): void {
  db.sessions.delete(token)
}
