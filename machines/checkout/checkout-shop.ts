/**
 * What one shop's checkout is, as data the checkout machine takes as input: the rules are the
 * machine's, written once; a shop only says which of the choices it offers. A new shop (Taiwan)
 * is a new entry here and its effects, never a copy of the machine.
 */
import type { PaymentMethod } from '../payment/payment-types'
import type { CheckoutPaymentType, ShippingType } from './checkout-types'

export interface CheckoutShop {
  /** Which shop this is: names its saved snapshot and its routes, never a rule. */
  name: 'marketplace' | 'liveJp' | 'liveTw'
  /** The payment types this shop's checkout call takes (a store offers a subset). */
  paymentTypes: readonly CheckoutPaymentType[]
  /** The shipping types its checkout call takes. */
  shippingTypes: readonly ShippingType[]
  /**
   * Methods paid on a confirming step of their own (the order, its total, then the provider)
   * before the done step; the others are paid on the done step.
   */
  confirmingMethods: readonly PaymentMethod[]
  /** E-mail and phone are asked of everyone, not only of a guest (no account to take them from). */
  contactAlwaysRequired: boolean
}

export const MARKETPLACE_SHOP: CheckoutShop = {
  name: 'marketplace',
  paymentTypes: ['gmo_credit', 'gmo_cvs', 'custom_cod'],
  shippingTypes: ['custom', 'custom_cod', 'self_pick_up'],
  confirmingMethods: [],
  contactAlwaysRequired: false,
}

export const LIVE_JP_SHOP: CheckoutShop = {
  name: 'liveJp',
  paymentTypes: ['gmo_credit', 'gmo_cvs', 'gmo_paypay', 'custom_cod'],
  shippingTypes: ['custom', 'custom_cod', 'self_pick_up'],
  confirmingMethods: ['gmo_paypay'],
  contactAlwaysRequired: false,
}

export const LIVE_TW_SHOP: CheckoutShop = {
  name: 'liveTw',
  paymentTypes: ['payuni_credit'],
  shippingTypes: ['tw_home-delivery'],
  confirmingMethods: [],
  contactAlwaysRequired: true,
}
