/**
 * What one shop's checkout is, as data the checkout machine takes as input: the rules are the
 * machine's, written once; a shop only says which of the choices it offers, and those come from
 * the payment-method and shipping tables (each row names its shops). A new shop (Taiwan) is a new
 * entry here, its rows' shops and its effects, never a copy of the machine.
 */
import { methodsOf, type CheckoutPaymentType } from '../payment/payment-methods'
import type { ShopName } from './shop-name'
import { shippingTypesOf, type ShippingType } from './shipping-types'

export interface CheckoutShop {
  /** Which shop this is: names its saved snapshot and its routes, never a rule. */
  name: ShopName
  /** The payment types this shop's checkout call takes (a store offers a subset). */
  paymentTypes: readonly CheckoutPaymentType[]
  /** The shipping types its checkout call takes. */
  shippingTypes: readonly ShippingType[]
  /** E-mail and phone are asked of everyone, not only of a guest (no account to take them from). */
  contactAlwaysRequired: boolean
  /**
   * Which fields of its new-address form hold the recipient's name and phone (contact defaults
   * from them) and the postcode (looked up once complete).
   */
  newAddressFields: { name: string; phone: string; postcode: string }
  /** The digits of a postcode its look-up takes (Japan's 7); null: the shop has no look-up. */
  postcodeLookupDigits: number | null
}

/** Japan's address forms (delivery and pick-up): name, phone, a 7-digit postcode looked up. */
const JP_NEW_ADDRESS = {
  newAddressFields: { name: 'name', phone: 'phone', postcode: 'postcode' },
  postcodeLookupDigits: 7,
}

/** A shop's payment and shipping types, from the tables. */
const offeredBy = (name: ShopName) => ({
  name,
  paymentTypes: methodsOf(name),
  shippingTypes: shippingTypesOf(name),
})

export const MARKETPLACE_SHOP: CheckoutShop = {
  ...offeredBy('marketplace'),
  ...JP_NEW_ADDRESS,
  contactAlwaysRequired: false,
}

export const LIVE_JP_SHOP: CheckoutShop = {
  ...offeredBy('liveJp'),
  ...JP_NEW_ADDRESS,
  contactAlwaysRequired: false,
}

export const LIVE_TW_SHOP: CheckoutShop = {
  ...offeredBy('liveTw'),
  // Taiwan's form (its API's names); its postcode is typed, with no look-up.
  newAddressFields: { name: 'buyer_name', phone: 'buyer_cellphone', postcode: 'postcode' },
  postcodeLookupDigits: null,
  contactAlwaysRequired: true,
}
