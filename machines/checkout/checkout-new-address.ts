/**
 * A new address typed on the shipping step: held by the checkout (so a reload keeps it), its
 * contact defaults follow it, a complete postcode looks itself up, and Place the order saves it
 * before placing (docs/machines/README.md#new-address). Its fields are the form's own (a
 * country's form names them); the shop says which of them hold the name, the phone and the
 * postcode. Whether a field is well formed is the form's rule, given at the edge.
 */
import type { CheckoutShop } from './checkout-shop'
import type { KnownAddress } from './checkout-known'

/** The new address as typed, by the form's field names. */
export type NewAddress = Readonly<Record<string, string>>

/** A saved new address: its id, and what the checkout knows of it (contact follows it). */
export interface SavedAddress {
  id: number
  known: KnownAddress
}

/**
 * Why a new address was not saved: the form's fields the shop refused (a VALIDATION_EXCEPTION),
 * none when it did not say.
 */
export interface AddressNotSaved {
  fields?: readonly string[]
}

/**
 * The postcode look-up: on its way, found nothing, or could not be had; null when idle (or the
 * address it found is in the form).
 */
export type PostcodeLookup = 'busy' | 'none' | 'failed' | null

/** The fields a found postcode fills (prefecture, city, town: the form's names), or none. */
export type FoundAddress = Readonly<Record<string, string>> | null

interface NewAddressContext {
  shop: CheckoutShop
  addressId: number | null
  newAddress?: NewAddress | null
}

/** The buyer is adding an address, and it is where the order goes (no saved one chosen). */
export const newAddressChosen = (context: NewAddressContext): boolean =>
  context.addressId === null && (context.newAddress ?? null) !== null

/** The name and phone the new address gives, for contact to default from (blank is none). */
export function newAddressContact(
  context: NewAddressContext,
): { name: string | null; phone: string | null } | null {
  if (!newAddressChosen(context)) return null
  const { name, phone } = context.shop.newAddressFields
  const value = (field: string) => context.newAddress?.[field]?.trim() || null
  return { name: value(name), phone: value(phone) }
}

/** The new address names whom and how to reach them: the least the checkout asks before placing. */
export const newAddressGiven = (context: NewAddressContext): boolean => {
  const contact = newAddressContact(context)
  return contact !== null && contact.name !== null && contact.phone !== null
}

/** ASCII and full-width digits of a typed postcode, the rest left out. */
const postcodeDigits = (typed: string | undefined) =>
  (typed ?? '')
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')

/**
 * The typed postcode of the new address the order goes to just became complete (as long as the shop's look-up takes) or changed while
 * complete: it is looked up by itself. A shop with no look-up never does.
 */
export function postcodeCompleted(
  context: NewAddressContext & { shipping: { type: string } | null },
  values: NewAddress,
): boolean {
  const digits = context.shop.postcodeLookupDigits
  if (digits === null || context.addressId !== null) return false
  if (context.shipping?.type === 'self_pick_up') return false
  const typed = postcodeDigits(values[context.shop.newAddressFields.postcode])
  const before = postcodeDigits(context.newAddress?.[context.shop.newAddressFields.postcode])
  return typed.length === digits && typed !== before
}

/** The postcode of the new address, as typed, for its look-up. */
export const newAddressPostcode = (context: NewAddressContext): string =>
  context.newAddress?.[context.shop.newAddressFields.postcode] ?? ''
