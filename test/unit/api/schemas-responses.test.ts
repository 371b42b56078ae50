import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  AddToCartErrorBodySchema,
  CheckoutErrorBodySchema,
  ErrorBodySchema,
  errorCodeOf,
  LoginUnauthorizedBodySchema,
  PayErrorBodySchema,
  PaypayErrorBodySchema,
  PostUpdateErrorBodySchema,
  reportCodeOf,
  TwPayErrorBodySchema,
} from '../../../src/api/schemas/error-body'
import { ALL_ERROR_CODES, CHECKOUT_ERROR_CODES } from '../../../src/api/schemas/error-codes'
import { ageStatusOf, visitorKindOf } from '../../../src/api/schemas/session'
import {
  EmailExistsResponseSchema,
  GuestTokenResponseSchema,
  LoginResponseSchema,
  MeResponseSchema,
} from '../../../src/api/schemas/responses/auth'
import {
  AddToCartResponseSchema,
  PricingResultSchema,
} from '../../../src/api/schemas/responses/cart'
import {
  PayResponseSchema,
  PaypayResponseSchema,
} from '../../../src/api/schemas/responses/checkout'
import { jpZipAddressOf, JpZipResponseSchema } from '../../../src/api/schemas/responses/lookup'
import * as fx from './schemas-fixtures'

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success

describe('answers of the calls', () => {
  it('login, me, guest token, e-mail check', () => {
    expect(ok(LoginResponseSchema, { success: true, handsup_token: 'tok' })).toBe(true)
    expect(ok(MeResponseSchema, { user: fx.sessionUser, guest: null })).toBe(true)
    expect(ok(MeResponseSchema, { user: null, guest: { id: 9, token: 'g' } })).toBe(true)
    expect(ok(GuestTokenResponseSchema, { data: { token: 'g', id: 9 } })).toBe(true)
    expect(ok(GuestTokenResponseSchema, { token: 'g', id: 9 })).toBe(false)
    const exists = {
      is_handsup_user: false,
      email_exists: false,
      is_email_verified: false,
      user_id: null,
    }
    expect(ok(EmailExistsResponseSchema, { data: exists })).toBe(true)
  })

  it('add-cart reports what was added of what was asked', () => {
    expect(
      ok(AddToCartResponseSchema, { success: true, added_quantity: 0, request_quantity: 2 }),
    ).toBe(true)
    expect(
      ok(AddToCartResponseSchema, { success: true, added_quantity: -1, request_quantity: 2 }),
    ).toBe(false)
  })

  it('pricing amounts are at least 0', () => {
    expect(ok(PricingResultSchema, { amount: 0, shipping_fee: 0, total_amount: 0 })).toBe(true)
    expect(
      ok(PricingResultSchema, {
        amount: 2400,
        shipping_fee: 800,
        payment_fee: 330,
        total_amount: 3530,
      }),
    ).toBe(true)
    for (const key of ['amount', 'shipping_fee', 'total_amount', 'payment_fee']) {
      expect(
        ok(PricingResultSchema, { amount: 1, shipping_fee: 1, total_amount: 1, [key]: -1 }),
      ).toBe(false)
    }
    expect(ok(PricingResultSchema, { amount: Number.NaN, shipping_fee: 0, total_amount: 0 })).toBe(
      false,
    )
  })

  it('pay answers where to go next, or null when settled; PayPay its form', () => {
    expect(ok(PayResponseSchema, { data: { pay_redirect_url: 'https://pay.example/3ds' } })).toBe(
      true,
    )
    expect(ok(PayResponseSchema, { data: { pay_redirect_url: null } })).toBe(true)
    expect(ok(PaypayResponseSchema, { form_url: 'not a url' })).toBe(false)
  })

  it('jp-zip: the parts of a postcode, or any string meaning none', () => {
    const found = {
      level_one: '東京都',
      level_two: '千代田区',
      level_three: '千代田',
      level_one_code: '13',
    }
    expect(jpZipAddressOf(v.parse(JpZipResponseSchema, found))).toEqual(found)
    expect(jpZipAddressOf(v.parse(JpZipResponseSchema, 'NOT_FOUND'))).toBeNull()
    expect(ok(JpZipResponseSchema, null)).toBe(false)
  })
})

describe('error bodies', () => {
  it('checkout items changed carries which items and how', () => {
    const body = {
      code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
      data: [{ cart_item_id: 71, status_changes: ['price', 'stock_shortage'] }],
    }
    const parsed = v.parse(CheckoutErrorBodySchema, body)
    expect(
      parsed.code === 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED' && parsed.data[0]?.cart_item_id,
    ).toBe(71)
    const noChange = { ...body, data: [{ cart_item_id: 71, status_changes: [] }] }
    expect(ok(CheckoutErrorBodySchema, noChange)).toBe(false)
    expect(ok(CheckoutErrorBodySchema, { ...body, data: undefined })).toBe(false)
  })

  it('GMO errors come with code and message only, or with a report code at the top or in data', () => {
    const gmo = { code: 'GMO_PAYMENT_EXCEPTION', message: 'Declined' }
    for (const schema of [PayErrorBodySchema, PaypayErrorBodySchema, CheckoutErrorBodySchema]) {
      expect(ok(schema, gmo)).toBe(true)
      expect(ok(schema, { code: 'GMO_PAYMENT_EXCEPTION' })).toBe(true)
      expect(ok(schema, { ...gmo, data: { report_code: 'E01' } })).toBe(true)
      expect(ok(schema, { ...gmo, report_code: 'E01' })).toBe(true)
      expect(ok(schema, { ...gmo, data: null })).toBe(true)
      // A report code that is not text is not GMO's.
      expect(ok(schema, { ...gmo, report_code: 1 })).toBe(false)
    }
    expect(reportCodeOf({ ...gmo, data: { report_code: 'E01' } })).toBe('E01')
    expect(reportCodeOf({ ...gmo, report_code: 'E02', data: { report_code: 'E01' } })).toBe('E02')
    expect(reportCodeOf(gmo)).toBeNull()
    expect(reportCodeOf({ ...gmo, report_code: ' ' })).toBeNull()
    expect(reportCodeOf({ ...gmo, data: null })).toBeNull()
  })

  it('Taiwan pay and PayPay codes come in their smallest shapes; validation errors with or without fields', () => {
    expect(ok(TwPayErrorBodySchema, { code: 'PAYUNI_API_ERROR', message: 'Declined' })).toBe(true)
    expect(ok(TwPayErrorBodySchema, { code: 'INTERNAL_API_ERROR' })).toBe(true)
    expect(ok(PaypayErrorBodySchema, { code: 'INVALID_PAYMENT_TYPE' })).toBe(true)
    expect(
      ok(TwPayErrorBodySchema, {
        code: 'VALIDATION_EXCEPTION',
        message: 'Invalid',
        data: { card_number: ['Required'] },
      }),
    ).toBe(true)
    expect(ok(TwPayErrorBodySchema, { code: 'VALIDATION_EXCEPTION', message: 'Invalid' })).toBe(
      true,
    )
    expect(ok(TwPayErrorBodySchema, { code: 'VALIDATION_EXCEPTION', data: ['x'] })).toBe(false)
    expect(
      ok(PostUpdateErrorBodySchema, { code: 'NEGATIVE_STOCK_EXCEPTION', message: 'Stock' }),
    ).toBe(true)
  })

  it('each family accepts its own codes only', () => {
    for (const code of CHECKOUT_ERROR_CODES.filter(
      (c) =>
        c !== 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED' &&
        c !== 'GMO_PAYMENT_EXCEPTION' &&
        c !== 'VALIDATION_EXCEPTION',
    )) {
      expect(ok(CheckoutErrorBodySchema, { code })).toBe(true)
    }
    expect(ok(AddToCartErrorBodySchema, { code: 'SKU_SOLD_OUT' })).toBe(true)
    expect(ok(AddToCartErrorBodySchema, { code: 'FAILED_TO_CHECKOUT' })).toBe(false)
    expect(ok(PayErrorBodySchema, { code: 'PAYUNI_API_ERROR' })).toBe(false)
  })

  it('an unknown code is still a readable error body, and unknown to its family', () => {
    const body = { code: 'SOMETHING_NEW', message: 'New failure' }
    expect(v.parse(ErrorBodySchema, body)).toEqual(body)
    expect(errorCodeOf(['SKU_SOLD_OUT', 'SKU_DELETED'], body)).toBeNull()
    expect(errorCodeOf(['SKU_SOLD_OUT', 'SKU_DELETED'], { code: 'SKU_DELETED', data: 'odd' })).toBe(
      'SKU_DELETED',
    )
    expect(errorCodeOf(['SKU_SOLD_OUT'], 'SKU_SOLD_OUT')).toBeNull()
  })

  it('login 401 names its reason in report_type', () => {
    expect(ok(LoginUnauthorizedBodySchema, { report_type: 'EMAIL_OR_PASSWORD_INCORRECT' })).toBe(
      true,
    )
    expect(ok(LoginUnauthorizedBodySchema, { report_type: 'WRONG' })).toBe(false)
  })

  it('the catalogue lists every code once', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length)
    expect(ALL_ERROR_CODES).toContain('EMAIL_EXIST')
    expect(ALL_ERROR_CODES).toContain('UNAUTHORIZED_ACCESS_TO_STREAM')
  })
})

describe('derived session facts', () => {
  it('age status follows does_age_verify', () => {
    expect(ageStatusOf(null)).toBe('not_set')
    expect(ageStatusOf(undefined)).toBe('not_set')
    expect(ageStatusOf(true)).toBe('grown_up')
    expect(ageStatusOf(false)).toBe('underage')
  })

  it('visitor kind: member over guest over ghost', () => {
    expect(visitorKindOf({})).toBe('ghost')
    expect(visitorKindOf({ guestToken: '', memberToken: null })).toBe('ghost')
    expect(visitorKindOf({ guestToken: 'g' })).toBe('guest')
    expect(visitorKindOf({ guestToken: 'g', memberToken: 'm' })).toBe('member')
  })
})
