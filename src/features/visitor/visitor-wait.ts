/**
 * What route guards (`beforeLoad`) wait for: who the visitor is once nothing is under way, and a
 * guest session for the marketplace checkout (docs/routes.md#checkout).
 */
import { waitFor } from 'xstate'
import type { VisitorActorRef, VisitorSnapshot } from '../../../machines/visitor/visitor.machine'

export type SettledVisitorKind = 'ghost' | 'guest' | 'member'

/** The visitor's kind, or undefined while the session is being read, created, or changed. */
export function settledKindOf(snapshot: VisitorSnapshot): SettledVisitorKind | undefined {
  if (snapshot.matches('ghost')) return 'ghost'
  if (snapshot.matches('guest')) return 'guest'
  if (snapshot.matches('member')) return 'member'
  return undefined
}

/** Resolves when the visitor is not loading, creating a guest, logging in or logging out. */
export async function settledVisitor(visitor: VisitorActorRef): Promise<SettledVisitorKind> {
  const snapshot = await waitFor(visitor, (s) => settledKindOf(s) !== undefined)
  // waitFor resolves with a snapshot the predicate accepted.
  return settledKindOf(snapshot)!
}

/** No guest session could be made; `code` is NETWORK or UNKNOWN (the checkout says which). */
export class GuestSessionError extends Error {
  override readonly name = 'GuestSessionError'
  constructor(readonly code: string) {
    super(`No guest session could be created (${code})`)
  }
}

/** A guest session for a ghost; a guest or member already has what checkout needs. */
export async function ensureGuestSession(visitor: VisitorActorRef): Promise<'guest' | 'member'> {
  const before = await settledVisitor(visitor)
  if (before !== 'ghost') return before
  visitor.send({ type: 'visitor.guest.ensure' })
  const after = await settledVisitor(visitor)
  if (after !== 'ghost') return after
  throw new GuestSessionError(visitor.getSnapshot().context.guestError ?? 'UNKNOWN')
}

/**
 * Opens a guest's order e-mail link: its key becomes this browser's guest session, or, for a
 * member or another guest, an offer they choose on the order page. A key that does not open the
 * order leaves the visitor as they were.
 */
export async function claimGuestOrder(
  visitor: VisitorActorRef,
  orderId: number,
  key: string,
): Promise<void> {
  await settledVisitor(visitor)
  visitor.send({ type: 'visitor.guest.claim', orderId, key })
  await settledVisitor(visitor)
}

/** Whether this order's guest session waits for the visitor to choose (`offer` in the machine). */
export function offersGuestOrder(snapshot: VisitorSnapshot, orderId: number): boolean {
  return snapshot.can({ type: 'visitor.guest.offer.accept', orderId })
}

/**
 * Whether this order's link failed for now (no answer, 5xx, 429): its key is kept, out of the
 * address, and the page offers "Try again" instead of a login.
 */
export function claimWaits(snapshot: VisitorSnapshot, orderId: number): boolean {
  return snapshot.can({ type: 'visitor.guest.claim.retry', orderId })
}

/** "Try again" on an order link that failed for now: the kept key is exchanged again. */
export async function retryGuestClaim(visitor: VisitorActorRef, orderId: number): Promise<void> {
  await settledVisitor(visitor)
  visitor.send({ type: 'visitor.guest.claim.retry', orderId })
  await settledVisitor(visitor)
}
