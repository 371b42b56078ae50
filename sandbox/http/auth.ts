import type { Context, MiddlewareHandler } from 'hono'
import type { Db } from '../db/db'
import type { GuestRow, LiverRow, Owner, UserRow } from '../db/types/people'
import { guestOwner, userOwner } from '../db/types/people'
import { fail } from './errors'

/**
 * Who is calling (docs/api.md#every-request): `Authorization: Bearer <token>` carries a user
 * session (marketplace login or live-shop buyer login: one handsup account either way) or a seller
 * session; `X-Guest-Authorization: Bearer <token>` carries a guest token (the header
 * src/api/http.ts sends). A token that is present but unknown is a 401, so the client's logout flow
 * runs; a missing one is a 401 only where the call needs it.
 */
export const GUEST_AUTHORIZATION_HEADER = 'X-Guest-Authorization'

export type Principal =
  | { kind: 'user'; user: UserRow; owner: Owner; token: string }
  | { kind: 'guest'; guest: GuestRow; owner: Owner; token: string }
  | { kind: 'seller'; liver: LiverRow; token: string }

/** `Bearer abc` (any case) or a bare `abc`; null when absent or empty. */
export function bearerToken(header: string | undefined): string | null {
  const token = header?.replace(/^Bearer\s+/i, '').trim()
  return token ? token : null
}

const unauthorized = (message: string): never => fail(401, 'UNAUTHORIZED', message)

/** The bearer session's principal (user or seller), null without a header, 401 when unknown. */
export function sessionOf(c: Context, db: Db): Principal | null {
  const token = bearerToken(c.req.header('Authorization'))
  if (token === null) return null
  const session = db.sessions.get(token)
  if (session?.kind === 'user') {
    const user = db.users.get(session.user_id)
    if (user) return { kind: 'user', user, owner: userOwner(user.id), token }
  }
  if (session?.kind === 'seller') {
    const liver = db.livers.get(session.liver_id)
    if (liver) return { kind: 'seller', liver, token }
  }
  return unauthorized('The bearer token is not a valid session.')
}

/** The guest token's principal, null without the header, 401 when unknown. */
export function guestOf(c: Context, db: Db): Extract<Principal, { kind: 'guest' }> | null {
  const token = bearerToken(c.req.header(GUEST_AUTHORIZATION_HEADER))
  if (token === null) return null
  const guest = [...db.guests.values()].find((row) => row.token === token)
  return guest
    ? { kind: 'guest', guest, owner: guestOwner(guest.id), token }
    : unauthorized('The guest token is not valid.')
}

/** A logged-in user (member or live-shop buyer), else 401. */
export function requireUser(c: Context, db: Db): Extract<Principal, { kind: 'user' }> {
  const principal = sessionOf(c, db)
  return principal?.kind === 'user' ? principal : unauthorized('Log in first.')
}

/** Whoever may own a cart: the logged-in user, else the guest, else 401. */
export function requireBuyer(c: Context, db: Db): Extract<Principal, { kind: 'user' | 'guest' }> {
  const principal = sessionOf(c, db)
  if (principal?.kind === 'user') return principal
  if (principal?.kind === 'seller') return unauthorized('A seller session cannot buy.')
  return guestOf(c, db) ?? unauthorized('Log in or get a guest token first.')
}

export function requireSeller(c: Context, db: Db): Extract<Principal, { kind: 'seller' }> {
  const principal = sessionOf(c, db)
  return principal?.kind === 'seller' ? principal : unauthorized('Seller login required.')
}

export interface AuthEnv {
  Variables: { principal: Principal }
}

/**
 * The same checks as middleware, for a group of routes: `app.use('/orders/*', auth(db, 'user'))`,
 * then `c.get('principal')` in the handlers (with `new Hono<AuthEnv>()`).
 */
export function auth(db: Db, need: 'user' | 'buyer' | 'seller'): MiddlewareHandler<AuthEnv> {
  const pick = { user: requireUser, buyer: requireBuyer, seller: requireSeller }[need]
  return async (c, next) => {
    c.set('principal', pick(c, db))
    await next()
  }
}
