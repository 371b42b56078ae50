import { useEffect, useMemo } from 'react'
import type { Address } from '../../../api/schemas/address'
import type { Cart } from '../../../api/schemas/cart'
import type { PaymentSetting } from '../../../api/schemas/payment-setting'
import type { ShippingSetting } from '../../../api/schemas/shipping'
import type { PaymentChoice, ShippingChoice } from '../../../../machines/checkout/checkout-steps'
import type { TwAddress } from '../../../api/schemas/tw-address'
import type {
  KnownAddress,
  KnownItem,
  KnownUpdate,
} from '../../../../machines/checkout/checkout-known'
import { useCheckoutActor } from './checkout-context'
import { categoryOf } from '../steps/goods-category'
import { unbuyable } from '../../../../machines/checkout/checkout-known'

/**
 * Hands the checkout machine what this step's loader read (its URL's data, not a person's act),
 * again whenever a reload of the route reads something else. What the checkout chooses from it is
 * the machine's (docs/machines/README.md#defaults): the screen only reports what it has.
 */
export function useCheckoutKnown(known: KnownUpdate): void {
  const actor = useCheckoutActor()
  // Written out once per object: a step that keeps its object across renders (a cart of
  // thousands) does not write it out on every render.
  const key = useMemo(() => JSON.stringify(known), [known])
  useEffect(() => {
    if (actor.getSnapshot().status !== 'active') return
    actor.send({ type: 'checkout.loaded', known: JSON.parse(key) as KnownUpdate })
  }, [actor, key])
}

/**
 * The cart's items by category, with the changes the cart marks; an item the cart marks sold out
 * or off sale is not buyable.
 */
export const knownItemsOf = (cart: Cart): KnownItem[] =>
  cart.items.map((item) => ({
    id: item.id,
    category: categoryOf(item),
    buyable: !unbuyable(item.status_changes ?? undefined),
    quantity: item.quantity,
    ...(item.status_changes?.length ? { changes: item.status_changes } : {}),
  }))

/** The store's enabled shipping settings, in its order: what the checkout may choose from. */
export const knownShippings = (settings: readonly ShippingSetting[]): ShippingChoice[] =>
  settings.filter((setting) => setting.enabled).map(({ id, type }) => ({ settingId: id, type }))

/** The store's enabled payment settings, in its order. */
export const knownPayments = (settings: readonly PaymentSetting[]): PaymentChoice[] =>
  settings.filter((setting) => setting.enabled).map(({ id, type }) => ({ settingId: id, type }))

/** JP saved addresses: a pick-up entry (no place of its own) or a place to deliver to. */
export const knownJpAddresses = (addresses: readonly Address[]): KnownAddress[] =>
  addresses.flatMap((address) => {
    const kind =
      address.type === 'self_pick_up' ? 'pickUp' : address.address !== null ? 'delivery' : null
    if (kind === null) return []
    return [
      { id: address.id, kind, name: address.name || null, phone: address.phone_number || null },
    ]
  })

/** Taiwan's saved addresses of this store: every one a place for home delivery. */
export const knownTwAddresses = (addresses: readonly TwAddress[]): KnownAddress[] =>
  addresses.map((address) => ({
    id: address.id,
    kind: 'delivery',
    name: address.buyer_name || null,
    phone: address.buyer_cellphone || null,
  }))
