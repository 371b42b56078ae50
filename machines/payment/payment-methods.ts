/**
 * The payment methods, one row each: every list, rule and word about a method derives from this
 * table (docs/adding.md#a-payment-method). Plain data, read by the machines' guards, the screens
 * and the effects; the API layer spells the same types on the wire (src/api/schemas/payment-types.ts,
 * checked against this table by test/machines/payment-methods.test.ts).
 *
 * The words are Lingui message descriptors, marked by an `i18n` comment for extraction into the
 * purchase catalogs: machines import no macro, so their ids are written out.
 */
import type { ShopName } from '../checkout/shop-name'

/** A text of the storefront, translated where it is shown (`i18n._(descriptor)`). */
export interface Words {
  id: string
  message: string
}

export interface PaymentMethodFacts {
  /** The shops whose checkout offers it (a store offers a subset, in its payment settings). */
  shops: readonly ShopName[]
  /**
   * How the money moves: a card charged at once (its issuer's 3-D Secure page may ask first), on
   * the provider's own page, with numbers paid at a convenience store, or to the delivery person.
   */
  pays: 'card' | 'providerPage' | 'atStore' | 'onDelivery'
  /**
   * Goes with the cash-on-delivery shipping and only with it (true), or with every other shipping
   * (false); any other pairing the server refuses (INVALID_SHIPPING_TYPE_EXCEPTION).
   */
  cashOnDeliveryShipping: boolean
  /**
   * Paid on a confirming step of its own (the order, its total, then the provider) before the
   * done step; every other method is paid on the done step.
   */
  confirmingStep: boolean
  /**
   * A card method: whose cards it charges, and how a new card comes in: tokenised by the
   * provider's script in the browser and saved first (GMO), or typed in and sent with the pay call
   * (PayUni). The buyer's saved cards are listed by the method's type. Null: no card.
   */
  card: { provider: 'gmo' | 'payuni'; newCard: 'tokenised' | 'typed' } | null
  /**
   * What its unpaid order's page offers: to pay it (and, for another method, to switch to it), or
   * nothing, the money being collected on delivery.
   */
  unpaidOrder: 'pay' | 'waitForDelivery'
  words: {
    /** Its name among the checkout's choices. */
    choice: Words
    /** How it is paid, under its name among the choices. */
    note: Words
    /** Its name on an order. */
    order: Words
    /** The button that switches an unpaid order to it (null: never switched to). */
    switchTo: Words | null
  }
}

const CARD = /*i18n*/ { id: 'payment-method.card', message: 'Card' }
const CARD_NOTE = /*i18n*/ {
  id: 'payment-method.card.note',
  message: 'Pay by card after ordering.',
}
const CARD_SWITCH = /*i18n*/ { id: 'payment-method.card.switch', message: 'Pay by card instead' }
const STORE = /*i18n*/ { id: 'payment-method.store', message: 'Convenience store' }
const PAYPAY = /*i18n*/ { id: 'payment-method.paypay', message: 'PayPay' }
const ON_DELIVERY = /*i18n*/ { id: 'payment-method.delivery', message: 'Cash on delivery' }

export const PAYMENT_METHODS = {
  gmo_credit: {
    shops: ['marketplace', 'liveJp'],
    pays: 'card',
    cashOnDeliveryShipping: false,
    confirmingStep: false,
    card: { provider: 'gmo', newCard: 'tokenised' },
    unpaidOrder: 'pay',
    words: {
      choice: CARD,
      note: CARD_NOTE,
      order: /*i18n*/ { id: 'payment-method.gmo-card.order', message: 'Credit card' },
      switchTo: CARD_SWITCH,
    },
  },
  gmo_cvs: {
    shops: ['marketplace', 'liveJp'],
    pays: 'atStore',
    cashOnDeliveryShipping: false,
    confirmingStep: false,
    card: null,
    unpaidOrder: 'pay',
    words: {
      choice: STORE,
      note: /*i18n*/ {
        id: 'payment-method.store.note',
        message: 'Pay at Lawson, FamilyMart, Ministop or Seicomart after ordering.',
      },
      order: STORE,
      switchTo: /*i18n*/ {
        id: 'payment-method.store.switch',
        message: 'Pay at a convenience store instead',
      },
    },
  },
  gmo_paypay: {
    shops: ['liveJp'],
    pays: 'providerPage',
    cashOnDeliveryShipping: false,
    confirmingStep: true,
    card: null,
    unpaidOrder: 'pay',
    words: {
      choice: PAYPAY,
      note: /*i18n*/ {
        id: 'payment-method.paypay.note',
        message: 'Check your order, then pay in PayPay.',
      },
      order: PAYPAY,
      switchTo: /*i18n*/ { id: 'payment-method.paypay.switch', message: 'Pay with PayPay instead' },
    },
  },
  payuni_credit: {
    shops: ['liveTw'],
    pays: 'card',
    cashOnDeliveryShipping: false,
    confirmingStep: false,
    card: { provider: 'payuni', newCard: 'typed' },
    unpaidOrder: 'pay',
    words: {
      choice: CARD,
      note: CARD_NOTE,
      order: /*i18n*/ { id: 'payment-method.payuni-card.order', message: 'Credit card (PayUni)' },
      switchTo: CARD_SWITCH,
    },
  },
  custom_cod: {
    shops: ['marketplace', 'liveJp'],
    pays: 'onDelivery',
    cashOnDeliveryShipping: true,
    confirmingStep: false,
    card: null,
    unpaidOrder: 'waitForDelivery',
    words: {
      choice: ON_DELIVERY,
      note: /*i18n*/ {
        id: 'payment-method.delivery.note',
        message: 'Pay the delivery person when the parcel arrives.',
      },
      order: ON_DELIVERY,
      switchTo: null,
    },
  },
} as const satisfies Record<string, PaymentMethodFacts>

type Table = typeof PAYMENT_METHODS

/** Every payment type a checkout may offer and an order may carry. */
export type CheckoutPaymentType = keyof Table

/** The methods the payment machine pays (all but those collected on delivery). */
export type PaymentMethod = {
  [K in CheckoutPaymentType]: Table[K]['unpaidOrder'] extends 'pay' ? K : never
}[CheckoutPaymentType]

/** The card methods (their saved cards are listed by this type). */
export type CardMethod = {
  [K in CheckoutPaymentType]: Table[K]['card'] extends null ? never : K
}[CheckoutPaymentType]

export const CHECKOUT_PAYMENT_TYPES = Object.keys(PAYMENT_METHODS) as CheckoutPaymentType[]

/** The row of a type, or undefined for one this table does not know (an API's newer type). */
export function methodFacts(type: string | null | undefined): PaymentMethodFacts | undefined {
  return type != null && Object.hasOwn(PAYMENT_METHODS, type)
    ? PAYMENT_METHODS[type as CheckoutPaymentType]
    : undefined
}

export const isCheckoutPaymentType = (
  type: string | null | undefined,
): type is CheckoutPaymentType => methodFacts(type) !== undefined

/** A method the payment machine pays: the order's page pays it, or switches to it. */
export const isPaymentMethod = (type: string | null | undefined): type is PaymentMethod =>
  methodFacts(type)?.unpaidOrder === 'pay'

export const isCardMethod = (type: string | null | undefined): type is CardMethod =>
  methodFacts(type)?.card != null

/** The types a shop's checkout offers, in the table's order. */
export const methodsOf = (shop: ShopName): CheckoutPaymentType[] =>
  CHECKOUT_PAYMENT_TYPES.filter((type) => PAYMENT_METHODS[type].shops.some((s) => s === shop))

/** How a type is paid (undefined for a type the table does not know). */
export const paysBy = (type: string | null | undefined) => methodFacts(type)?.pays

/**
 * A new card of the method is typed in and sent with the pay call (PayUni), not tokenised and
 * saved first: the payment machine's guard and the card screen's form read this one rule.
 */
export const typesCards = (type: string | null | undefined): boolean =>
  methodFacts(type)?.card?.newCard === 'typed'

/** A new card of the method is tokenised by the provider's script and saved first (GMO). */
export const tokenizesCards = (type: string | null | undefined): boolean =>
  methodFacts(type)?.card?.newCard === 'tokenised'
