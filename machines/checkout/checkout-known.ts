/**
 * What the checkout knows of the buyer and the store besides what the buyer chose: the cart, the
 * store's shipping and payment settings, the buyer's saved addresses, profile and last order, as
 * the step pages' loaders read them. The checkout's own choices (docs/machines/README.md#defaults)
 * are pure functions of it and of the context, so the machine's guards and actions, its path tests
 * and the diagrams all read one rule.
 */
import type { Contact } from './checkout-contact'
import type { CheckoutShop } from './checkout-shop'
import { newAddressContact, type NewAddress } from './checkout-new-address'
import type { ShippingChoice, PaymentChoice } from './checkout-steps'
import type {
  ChangedItem,
  CheckoutPaymentType,
  GoodsCategory,
  ShippingType,
  StatusChange,
} from './checkout-types'

/** A cart item as the defaults need it: which order it may go in, and whether it can be bought. */
export interface KnownItem {
  id: number
  category: GoodsCategory
  /** Not sold out or off sale: an item that may be ticked for the buyer. */
  buyable: boolean
  /** How many the cart holds: what the subtotal is asked for. */
  quantity: number
  /**
   * What the cart marks changed since the item went in (a price, a name, the stock), which the
   * buyer accepts or leaves the item out for; absent when nothing changed.
   */
  changes?: readonly StatusChange[]
}

/**
 * A saved address of the buyer, JP or TW alike: whom and where (a pick-up entry has no place of
 * its own), and the name and phone it holds, which contact may be filled from.
 */
export interface KnownAddress {
  id: number
  /** `delivery`: a place to send to; `pickUp`: who comes to the store's counter. */
  kind: 'delivery' | 'pickUp'
  name: string | null
  phone: string | null
}

/** What the buyer's latest order in this store used: its shipping, payment, e-mail and card. */
export interface LastUsed {
  shipping: ShippingType | null
  payment: CheckoutPaymentType | null
  email: string | null
  /** The card number (masked, as the API shows it) the order was paid with, if by card. */
  card?: string | null
}

export interface CheckoutKnown {
  /** The cart's items (of every category), null until a page with the cart loaded. */
  items: readonly KnownItem[] | null
  /** The store's shipping settings, in the store's order; null until loaded. */
  shippings: readonly ShippingChoice[] | null
  /** The store's payment settings, in the store's order; null until loaded. */
  payments: readonly PaymentChoice[] | null
  /** The buyer's saved addresses of this shop's kind; null until loaded. */
  addresses: readonly KnownAddress[] | null
  /** The account's e-mail and phone (a member), else null. */
  profile: { email: string | null; phone: string | null } | null
  /**
   * What the buyer's latest order in this store used; null when none (or not known).
   * `LAST_USED_READING` while it is still being read: the page shows before it (it takes a second
   * round trip), and the checkout holds its shipping and payment choices until it is known.
   */
  lastUsed: LastUsed | null | typeof LAST_USED_READING
}

/** The buyer's latest order is still being read (see `CheckoutKnown.lastUsed`). */
export const LAST_USED_READING = 'reading'

export const NOTHING_KNOWN: CheckoutKnown = {
  items: null,
  shippings: null,
  payments: null,
  addresses: null,
  profile: null,
  lastUsed: null,
}

/** What a page's loader read: only the parts it loaded. */
export type KnownUpdate = Partial<CheckoutKnown>

/** The part of the context the defaults read and write. */
export interface DefaultsContext {
  /** Optional: a snapshot saved before the checkout kept what it knows has none. */
  known?: CheckoutKnown
  deletedAddressIds: readonly number[]
  category: GoodsCategory | null
  itemIds: readonly number[]
  changedItems: readonly ChangedItem[]
  shipping: ShippingChoice | null
  addressId: number | null
  payment: PaymentChoice | null
  contact: Contact
  /** The new address being typed (checkout-new-address.ts); optional for older snapshots. */
  newAddress?: NewAddress | null
  shop: CheckoutShop
}

export const knownOf = (context: Pick<DefaultsContext, 'known'>): CheckoutKnown =>
  context.known ?? NOTHING_KNOWN

/** What the buyer's latest order in this store used, once read; null when none or not yet. */
export function lastUsedOf(context: Pick<DefaultsContext, 'known'>): LastUsed | null {
  const { lastUsed } = knownOf(context)
  return lastUsed === LAST_USED_READING ? null : lastUsed
}

/** The buyer's latest order is still being read: a choice it would make waits for it. */
export const lastUsedReading = (context: Pick<DefaultsContext, 'known'>): boolean =>
  knownOf(context).lastUsed === LAST_USED_READING

/** The one category the cart has items of, else null (none, or both: the buyer chooses). */
export function onlyCategory(context: Pick<DefaultsContext, 'known'>): GoodsCategory | null {
  const categories = new Set(knownOf(context).items?.map((item) => item.category))
  return categories.size === 1 ? [...categories][0]! : null
}

/** Changes no sync can accept: the item cannot be bought now, only left out. */
export const unbuyable = (changes: readonly StatusChange[] | undefined): boolean =>
  changes?.some((change) => change === 'stock_sold_out' || change === 'over_salable_time') ?? false

/**
 * Every item of the chosen category that can be bought, as the cart loaded says and the last
 * checkout answered: ticked for the buyer on arrival.
 */
export function buyableItemIds(
  context: Pick<DefaultsContext, 'known' | 'category' | 'changedItems'>,
): number[] {
  const answered = new Map(context.changedItems.map((item) => [item.cart_item_id, item]))
  return (knownOf(context).items ?? [])
    .filter((item) => item.category === context.category && item.buyable)
    .filter((item) => !unbuyable(answered.get(item.id)?.status_changes))
    .map((item) => item.id)
}

const addressFits = (address: KnownAddress, shipping: ShippingType) =>
  (address.kind === 'pickUp') === (shipping === 'self_pick_up')

/**
 * The latest saved address (the highest id) that fits the shipping chosen and was not deleted
 * during this checkout, else null.
 */
export function latestFittingAddress(
  context: Pick<DefaultsContext, 'known' | 'deletedAddressIds' | 'shipping'>,
): KnownAddress | null {
  const shipping = context.shipping?.type
  if (shipping === undefined) return null
  return (knownOf(context).addresses ?? [])
    .filter((address) => !context.deletedAddressIds.includes(address.id))
    .filter((address) => addressFits(address, shipping))
    .reduce<KnownAddress | null>(
      (latest, address) => (latest === null || address.id > latest.id ? address : latest),
      null,
    )
}

/**
 * Blank contact fields filled from the profile, else the e-mail of the latest order, and the phone
 * and name of the address the order goes to (the chosen one, or the new one being typed). A field
 * the buyer typed, even emptied (''), is theirs: only a field never set (null) is filled.
 */
export function filledContact(context: DefaultsContext): DefaultsContext['contact'] {
  const { profile, addresses } = knownOf(context)
  const lastUsed = lastUsedOf(context)
  const saved = addresses?.find((entry) => entry.id === context.addressId) ?? null
  const address = saved ?? newAddressContact(context)
  const { contact } = context
  return {
    ...contact,
    email: contact.email ?? (profile?.email || null) ?? lastUsed?.email ?? null,
    phone: contact.phone ?? (profile?.phone || null) ?? (address?.phone || null),
    buyerName: contact.buyerName ?? (address?.name || null),
  }
}

const BLANK_CONTACT = { email: null, phone: null, buyerName: null }

/**
 * The contact once the address the order goes to changed (another chosen, the new one typed on):
 * a field that holds what the checkout filled in by itself takes what it fills in now; a field the
 * buyer typed stays theirs.
 */
export function contactFollowing(
  before: DefaultsContext,
  after: DefaultsContext,
): DefaultsContext['contact'] {
  const was = filledContact({ ...before, contact: BLANK_CONTACT })
  const now = filledContact({ ...after, contact: BLANK_CONTACT })
  const { contact } = after
  const follow = <K extends keyof typeof contact>(field: K) =>
    contact[field] === null || contact[field] === was[field] ? now[field] : contact[field]
  return { email: follow('email'), phone: follow('phone'), buyerName: follow('buyerName') }
}

/**
 * The contact once more is known (a page read the profile again: a reload, a restored
 * checkout, another tab's change of the profile): a field that held what the checkout had
 * filled in by itself takes what it would fill in now, if anything, so a default comes from the
 * current profile, never from a saved one; a field the buyer typed stays theirs.
 */
export function followedContact(
  context: DefaultsContext,
  known: CheckoutKnown,
): DefaultsContext['contact'] {
  const blank = { ...context.contact, email: null, phone: null }
  const before = filledContact({ ...context, contact: blank })
  const now = filledContact({ ...context, known, contact: blank })
  const { contact } = context
  // Nothing to fill in now (the profile not read this time) blanks nothing.
  const follow = (field: 'email' | 'phone') =>
    contact[field] !== null && contact[field] === before[field]
      ? (now[field] ?? contact[field])
      : contact[field]
  return { ...contact, email: follow('email'), phone: follow('phone') }
}
