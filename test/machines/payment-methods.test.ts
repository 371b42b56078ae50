import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  CHECKOUT_PAYMENT_TYPES,
  isCardMethod,
  methodsOf,
  PAYMENT_METHODS,
  type CardMethod,
} from '../../machines/payment/payment-methods'
import { SHIPPING_TYPES, shippingTypesOf } from '../../machines/checkout/shipping-types'
import { LIVE_JP_SHOP, LIVE_TW_SHOP, MARKETPLACE_SHOP } from '../../machines/checkout/checkout-shop'
import {
  CARD_TYPES,
  LIVE_JP_CHECKOUT_PAYMENT_TYPES,
  MARKETPLACE_CHECKOUT_PAYMENT_TYPES,
  PAYMENT_TYPES,
  TOKENISED_CARD_TYPE,
  TW_CHECKOUT_PAYMENT_TYPE,
} from '../../src/api/schemas/payment-types'
import {
  JP_SHIPPING_TYPES,
  SHIPPING_TYPES as WIRE_SHIPPING_TYPES,
  TW_SHIPPING_TYPE,
} from '../../src/api/schemas/shipping'
import type { CardType } from '../../src/api/schemas/credit-card'

// Machines import nothing from src and the API layer nothing from machines: the tables and the
// wire's lists are written apart, and kept the same here.
const sorted = (list: readonly string[]) => [...list].sort()

describe('the payment-method table', () => {
  it('has a row for every type the wire knows, and no other', () => {
    expect(sorted(CHECKOUT_PAYMENT_TYPES)).toEqual(sorted(PAYMENT_TYPES))
  })

  it('offers per shop what its checkout call takes', () => {
    expect(sorted(methodsOf('marketplace'))).toEqual(sorted(MARKETPLACE_CHECKOUT_PAYMENT_TYPES))
    expect(sorted(methodsOf('liveJp'))).toEqual(sorted(LIVE_JP_CHECKOUT_PAYMENT_TYPES))
    expect(methodsOf('liveTw')).toEqual([TW_CHECKOUT_PAYMENT_TYPE])
    expect(MARKETPLACE_SHOP.paymentTypes).toEqual(methodsOf('marketplace'))
    expect(LIVE_JP_SHOP.paymentTypes).toEqual(methodsOf('liveJp'))
    expect(LIVE_TW_SHOP.paymentTypes).toEqual(methodsOf('liveTw'))
  })

  it('lists cards by the types the card calls take', () => {
    expect(sorted(CHECKOUT_PAYMENT_TYPES.filter(isCardMethod))).toEqual(sorted(CARD_TYPES))
    expectTypeOf<CardMethod>().toEqualTypeOf<CardType>()
    const tokenised = CHECKOUT_PAYMENT_TYPES.filter(
      (type) => PAYMENT_METHODS[type].card?.newCard === 'tokenised',
    )
    expect(tokenised).toEqual([TOKENISED_CARD_TYPE])
  })

  it('pairs cash on delivery with one shipping of each shop that takes it', () => {
    for (const type of CHECKOUT_PAYMENT_TYPES) {
      const row = PAYMENT_METHODS[type]
      // Every method has its words; only a method paid on delivery is never switched to.
      expect(row.words.switchTo === null).toBe(row.pays === 'onDelivery')
      expect(row.unpaidOrder === 'waitForDelivery').toBe(row.pays === 'onDelivery')
      for (const shop of row.shops) {
        const shippings = shippingTypesOf(shop).filter(
          (shipping) => SHIPPING_TYPES[shipping].cashOnDelivery === row.cashOnDeliveryShipping,
        )
        expect(shippings.length, `${type} has a shipping in ${shop}`).toBeGreaterThan(0)
      }
    }
  })
})

describe('the shipping table', () => {
  it('offers per shop what its checkout call takes', () => {
    expect(sorted(Object.keys(SHIPPING_TYPES))).toEqual(sorted(WIRE_SHIPPING_TYPES))
    expect(sorted(shippingTypesOf('marketplace'))).toEqual(sorted(JP_SHIPPING_TYPES))
    expect(sorted(shippingTypesOf('liveJp'))).toEqual(sorted(JP_SHIPPING_TYPES))
    expect(shippingTypesOf('liveTw')).toEqual([TW_SHIPPING_TYPE])
  })
})
