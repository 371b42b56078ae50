import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { liveShopV1Calls } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../../src/api/schemas/calls/marketplace-v2'
import { CONVENIENCE_STORES, type ConvenienceCode } from '../../../src/api/schemas/cvs-payee'
import { LoginRequestSchema, RegisterRequestSchema } from '../../../src/api/schemas/requests/auth'
import { AddToCartRequestSchema } from '../../../src/api/schemas/requests/cart'
import { CvsPayeeCreateRequestSchema } from '../../../src/api/schemas/requests/cvs-payee-create'
import { TwCardPayRequestSchema } from '../../../src/api/schemas/requests/pay'
import { ProfileUpdateRequestSchema } from '../../../src/api/schemas/requests/profile'
import { PricingResultSchema } from '../../../src/api/schemas/responses/cart'
import { OrderSchema } from '../../../src/api/schemas/order'
import { CartSchema } from '../../../src/api/schemas/cart'
import { ProductSchema } from '../../../src/api/schemas/product'
import * as fx from './schemas-fixtures'

/** Every schema the contract exports, found by looking, so a new module is covered without a list. */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/api/schemas/**/*.ts', {
  eager: true,
})
const isSchema = (x: unknown): x is v.GenericSchema =>
  typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'schema'
const exported = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isSchema(value))
    .map(
      ([name, value]) =>
        [`${file.replace(/^.*schemas\//, '')} ${name}`, value as v.GenericSchema] as const,
    ),
)
const fromCalls = Object.entries({ ...marketplaceV2Calls, ...liveShopV1Calls }).flatMap(
  ([name, call]) =>
    Object.entries(call)
      .filter(([, value]) => isSchema(value))
      .map(([part, value]) => [`${name}.${part}`, value as v.GenericSchema] as const),
)

describe('no schema throws, whatever arrives', () => {
  it('finds the contract’s schemas', () => {
    expect(exported.length).toBeGreaterThan(100)
  })

  it.each([...exported, ...fromCalls])('%s answers arbitrary JSON with a result', (_, schema) => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.anything({ withDate: true, withNullPrototype: true })),
        (input) => {
          const result = v.safeParse(schema, input)
          expect(typeof result.success).toBe('boolean')
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('no schema throws on a nearly right answer', () => {
  // Arbitrary JSON rarely gets past the top level; these reach the nested parts (dates, lists).
  const near: [string, v.GenericSchema, Record<string, unknown>][] = [
    ['order', OrderSchema, fx.order],
    ['cart', CartSchema, fx.cart],
    ['product', ProductSchema, fx.product],
  ]
  it.each(near)('a %s with one part replaced by anything', (_, schema, fixture) => {
    const keys = Object.keys(fixture)
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything({ withDate: true }), (key, value) => {
        expect(typeof v.safeParse(schema, { ...fixture, [key]: value }).success).toBe('boolean')
      }),
    )
  })
})

// The e-mails the contract calls valid: dotted word parts @ dotted labels . a letter TLD.
const word = fc.stringMatching(/^[a-z0-9_+-]{1,10}$/)
const label = fc.stringMatching(/^[a-z0-9]{1,10}$/)
const validEmail = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`)
const invalidEmail = fc.oneof(
  fc.string().filter((s) => !s.includes('@')),
  validEmail.map((email) => email.replace('@', ' @')),
  fc.tuple(word, label).map(([local, domain]) => `${local}@${domain}`), // no top-level domain
  validEmail.map((email) => `${email}@`),
)
const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')
const id = fc.integer({ min: 1, max: 1_000_000 })

const accepts = <T>(schema: v.GenericSchema, arbitrary: fc.Arbitrary<T>) =>
  fc.assert(
    fc.property(arbitrary, (input) => {
      expect(v.safeParse(schema, input).success).toBe(true)
    }),
  )
const rejects = <T>(schema: v.GenericSchema, arbitrary: fc.Arbitrary<T>) =>
  fc.assert(
    fc.property(arbitrary, (input) => {
      expect(v.safeParse(schema, input).success).toBe(false)
    }),
  )

describe('login', () => {
  it('accepts any valid e-mail with a password, or any passport token', () => {
    accepts(
      LoginRequestSchema,
      fc.oneof(
        fc.record({ email: validEmail, password: text }),
        fc.record({ passport_token: text }),
      ),
    )
  })
  it('rejects invalid e-mails and mixed forms', () => {
    rejects(LoginRequestSchema, fc.record({ email: invalidEmail, password: text }))
    rejects(
      LoginRequestSchema,
      fc.record({ email: validEmail, password: text, passport_token: text }),
    )
  })
})

describe('register', () => {
  const form = (locale: fc.Arbitrary<string>) =>
    fc.record({
      first_name: text,
      last_name: text,
      email: validEmail,
      password: text,
      locale,
      register_from: fc.constantFrom('web_live', 'web_market', 'web_marketplace', 'web_seller'),
      login_page_url: fc.webUrl(),
      email_template_type: fc.constantFrom('17shop', 'handsup'),
    })
  it('accepts every complete form in ja', () =>
    accepts(RegisterRequestSchema, form(fc.constant('ja'))))
  it('rejects every other locale', () =>
    rejects(RegisterRequestSchema, form(fc.string().filter((s) => s !== 'ja'))))
})

describe('profile update', () => {
  const trio = fc.record({ first_name: text, last_name: text, phone_number: text })
  it('accepts the trio or the age answer', () => {
    accepts(
      ProfileUpdateRequestSchema,
      fc.oneof(trio, fc.record({ does_age_verify: fc.boolean() })),
    )
  })
  it('rejects the trio with the age answer, or any part of it', () => {
    const part = fc.constantFrom('first_name', 'last_name', 'phone_number')
    rejects(
      ProfileUpdateRequestSchema,
      fc.tuple(trio, fc.boolean()).map(([t, age]) => ({ ...t, does_age_verify: age })),
    )
    rejects(
      ProfileUpdateRequestSchema,
      fc
        .tuple(part, text, fc.boolean())
        .map(([key, value, age]) => ({ [key]: value, does_age_verify: age })),
    )
  })
})

describe('convenience payee create', () => {
  const code = fc.constantFrom(...(Object.keys(CONVENIENCE_STORES) as ConvenienceCode[]))
  const payee = (name: (code: ConvenienceCode) => fc.Arbitrary<string>) =>
    code.chain((c) =>
      fc.record({
        buyer_name: text,
        buyer_name_kana: text,
        buyer_cellphone: text,
        convenience_code: fc.constant(c),
        convenience_name: name(c),
      }),
    )
  const matching = payee((c) => fc.constant(CONVENIENCE_STORES[c]))
  it('accepts an existing id, or a full payee whose name is its code’s store', () => {
    accepts(CvsPayeeCreateRequestSchema, fc.oneof(fc.record({ id }), matching))
  })
  it('rejects a name of another store, and an id with payee fields', () => {
    const others = (c: ConvenienceCode) =>
      fc.constantFrom(
        ...Object.values(CONVENIENCE_STORES).filter((n) => n !== CONVENIENCE_STORES[c]),
      )
    rejects(CvsPayeeCreateRequestSchema, payee(others))
    rejects(
      CvsPayeeCreateRequestSchema,
      fc.tuple(matching, id).map(([p, i]) => ({ ...p, id: i })),
    )
  })
})

describe('Taiwan card pay', () => {
  const redirect_url = fc.webUrl()
  const card = fc.record({
    card_number: fc.stringMatching(/^\d{13,19}$/),
    cvc: fc.stringMatching(/^\d{3,4}$/),
    expiry: fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }))
      .map(([m, y]) => `${String(m).padStart(2, '0')}${String(y).padStart(2, '0')}`),
    redirect_url,
  })
  it('accepts a saved card or a typed card', () =>
    accepts(
      TwCardPayRequestSchema,
      fc.oneof(fc.record({ credit_card_id: id, redirect_url }), card),
    ))
  it('rejects both at once, and a month past 12', () => {
    rejects(
      TwCardPayRequestSchema,
      fc.tuple(card, id).map(([c, i]) => ({ ...c, credit_card_id: i })),
    )
    rejects(
      TwCardPayRequestSchema,
      fc
        .tuple(card, fc.integer({ min: 13, max: 99 }))
        .map(([c, m]) => ({ ...c, expiry: `${m}30` })),
    )
  })
})

describe('quantities and amounts', () => {
  it('add to cart takes positive whole quantities only', () => {
    accepts(AddToCartRequestSchema, fc.record({ id, quantity: fc.integer({ min: 1, max: 999 }) }))
    const notPositiveWhole = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.constant(Number.NaN),
    )
    rejects(AddToCartRequestSchema, fc.record({ id, quantity: notPositiveWhole }))
  })

  it('pricing results are never below 0', () => {
    const amount = fc.double({ min: 0, max: 1e9, noNaN: true })
    accepts(PricingResultSchema, fc.record({ amount, shipping_fee: amount, total_amount: amount }))
    const negative = fc.double({ max: -Number.MIN_VALUE, noNaN: true })
    const key = fc.constantFrom('amount', 'shipping_fee', 'total_amount')
    rejects(
      PricingResultSchema,
      fc
        .tuple(key, negative)
        .map(([k, n]) => ({ amount: 0, shipping_fee: 0, total_amount: 0, [k]: n })),
    )
  })
})
