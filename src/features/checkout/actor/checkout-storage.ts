/**
 * Where a tab keeps its checkouts (sessionStorage), read by the provider and by the category
 * step's offer to go back to an order left unpaid; apart from the provider so the step's chunk
 * does not carry the machine.
 */
import type { CheckoutShop } from '../../../../machines/checkout/checkout-shop'
import { sessionStore } from '../../../lib/web-storage'

/** Whose checkout: a shop's, in a store, for one person. */
export interface CheckoutPlace {
  shop: CheckoutShop
  storeId: number
  member: boolean
  /**
   * Whom it is for: `member:<user id>`, `guest:<guest id>` (the marketplace) or
   * `live:<17LIVE user id>` (the live shop).
   */
  person: string
}

const SAVED_CHECKOUT_PREFIX = 'checkout:'

/**
 * One checkout per shop, store, person and tab: a reload or Back resumes it (sessionStorage;
 * docs/reliability.md#nothing-lost), and only for the person it was saved for. A member's is kept
 * apart from a guest's, so a session the server ends (the page turns guest for a moment before
 * leaving to log in) never overwrites the member's: the same member logging in again resumes it
 * on the step, and the order, it was on; another member who logs in on this tab starts their own.
 */
export const storageKey = ({ shop, storeId, person }: CheckoutPlace) =>
  `${SAVED_CHECKOUT_PREFIX}${shop.name}:${storeId}:${person}`
/** The checkout of an order placed but not paid, set aside when a new checkout began. */
export const unpaidKey = (place: CheckoutPlace) => `${storageKey(place)}:unpaid`

/**
 * Another person now shows in this tab (docs/machines/README.md#visitor): the checkouts it saved,
 * whoever they were for, go with the screens of the person before.
 */
export function dropSavedCheckouts(): void {
  for (const key of sessionStore.keys()) {
    if (key.startsWith(SAVED_CHECKOUT_PREFIX)) sessionStore.removeItem(key)
  }
}

/** The order set aside; whether its checkout can be resumed is checked when it is (a full load). */
export function unpaidOrderOf(place: CheckoutPlace): number | null {
  try {
    const raw = sessionStore.getItem(unpaidKey(place))
    const parsed = raw
      ? (JSON.parse(raw) as { snapshot?: { context?: { orderId?: unknown } } })
      : null
    const id = parsed?.snapshot?.context?.orderId
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
  } catch {
    // Storage refused or a corrupt entry: nothing to resume; the order list still has the order.
    return null
  }
}

/**
 * Goes back to paying the order set aside: its checkout becomes this tab's again and the page
 * opens its done step (a full load, so the provider restores it like any reload).
 */
export function resumeUnpaidOrder(place: CheckoutPlace, doneUrl: string) {
  // Refused storage: the done step then starts from the order as the server has it.
  const raw = sessionStore.getItem(unpaidKey(place))
  if (raw) sessionStore.setItem(storageKey(place), raw)
  sessionStore.removeItem(unpaidKey(place))
  window.location.assign(doneUrl)
}
