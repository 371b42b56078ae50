/**
 * A guest order link's key whose exchange failed for now (the visitor machine's `claim`), kept in
 * this tab's session storage so a reload of the order page, whose address no longer has it, tries
 * again. Never in local storage or the address; removed once the server takes or refuses it.
 */
import type { GuestOrderClaim } from '../../../machines/visitor/visitor.machine'
import { sessionCache } from '../../lib/cache'

export const GUEST_CLAIM_KEY = 'guest.claim'

/** The kept key of this order's link, if its exchange is waiting for another try. */
export function keptClaimKey(orderId: number): string | undefined {
  const kept = sessionCache.get<Partial<GuestOrderClaim>>(GUEST_CLAIM_KEY)
  return kept?.orderId === orderId && typeof kept.key === 'string' && kept.key !== ''
    ? kept.key
    : undefined
}
