/**
 * The shipping types, one row each, as the payment methods are (../payment/payment-methods.ts):
 * which shops' checkouts offer it, whether the parcel's money is collected on delivery (only cash
 * on delivery goes with it), and its words (Lingui descriptors, marked for extraction by an
 * `i18n` comment; the API's spelling is src/api/schemas/shipping.ts, checked against this table by
 * test/machines/payment-methods.test.ts).
 */
import type { ShopName } from './shop-name'
import type { Words } from '../payment/payment-methods'

export interface ShippingFacts {
  shops: readonly ShopName[]
  /** The delivery person collects the payment: the cash-on-delivery method goes with it alone. */
  cashOnDelivery: boolean
  words: {
    /** Its name among the checkout's choices. */
    choice: Words
    /** Its name on an order. */
    order: Words
  }
}

const PICK_UP = /*i18n*/ { id: 'shipping.pick-up', message: 'Pick up at the store' }
const HOME = /*i18n*/ { id: 'shipping.home', message: 'Home delivery' }

export const SHIPPING_TYPES = {
  custom: {
    shops: ['marketplace', 'liveJp'],
    cashOnDelivery: false,
    words: { choice: /*i18n*/ { id: 'shipping.delivery', message: 'Delivery' }, order: HOME },
  },
  custom_cod: {
    shops: ['marketplace', 'liveJp'],
    cashOnDelivery: true,
    words: {
      choice: /*i18n*/ { id: 'shipping.delivery-cod', message: 'Delivery, cash on delivery' },
      order: /*i18n*/ { id: 'shipping.home-cod', message: 'Home delivery, cash on delivery' },
    },
  },
  self_pick_up: {
    shops: ['marketplace', 'liveJp'],
    cashOnDelivery: false,
    words: { choice: PICK_UP, order: PICK_UP },
  },
  'tw_home-delivery': {
    shops: ['liveTw'],
    cashOnDelivery: false,
    words: { choice: HOME, order: HOME },
  },
} as const satisfies Record<string, ShippingFacts>

/** Every shipping type a checkout may offer; a shop's input says which of them it does. */
export type ShippingType = keyof typeof SHIPPING_TYPES

const ALL = Object.keys(SHIPPING_TYPES) as ShippingType[]

/** The row of a type, or undefined for one this table does not know. */
export function shippingFacts(type: string | null | undefined): ShippingFacts | undefined {
  return type != null && Object.hasOwn(SHIPPING_TYPES, type)
    ? SHIPPING_TYPES[type as ShippingType]
    : undefined
}

/** The types a shop's checkout offers, in the table's order. */
export const shippingTypesOf = (shop: ShopName): ShippingType[] =>
  ALL.filter((type) => SHIPPING_TYPES[type].shops.some((s) => s === shop))
