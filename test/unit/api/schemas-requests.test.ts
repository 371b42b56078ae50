import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  AddressCreateRequestSchema,
  TwAddressCreateRequestSchema,
} from '../../../src/api/schemas/requests/address-create'
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordEmailRequestSchema,
} from '../../../src/api/schemas/requests/auth'
import {
  AddToCartRequestSchema,
  CartQuantityRequestSchema,
  PricingRequestSchema,
} from '../../../src/api/schemas/requests/cart'
import {
  CheckoutRequestSchema,
  LiveCheckoutRequestSchema,
  TwCheckoutRequestSchema,
} from '../../../src/api/schemas/requests/checkout'
import { CreditCardSaveRequestSchema } from '../../../src/api/schemas/requests/credit-card-save'
import { CvsPayeeCreateRequestSchema } from '../../../src/api/schemas/requests/cvs-payee-create'
import { OrderMessageRequestSchema } from '../../../src/api/schemas/requests/order-message'
import { TwCardPayRequestSchema } from '../../../src/api/schemas/requests/pay'
import { PostUpdateRequestSchema } from '../../../src/api/schemas/requests/post'
import {
  LiveShopMeUpdateRequestSchema,
  ProfileUpdateRequestSchema,
} from '../../../src/api/schemas/requests/profile'
import { ProductListQuerySchema, StoreQuerySchema } from '../../../src/api/schemas/requests/queries'
import { TOKYO_PLACE } from '../../support/tokyo-place'

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success
const messages = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? []

describe('login', () => {
  it('takes an e-mail and password, or a passport token', () => {
    expect(ok(LoginRequestSchema, { email: 'member@example.com', password: 'Passw0rd!' })).toBe(
      true,
    )
    expect(ok(LoginRequestSchema, { passport_token: 'pt-123' })).toBe(true)
  })

  it('rejects an invalid e-mail with a clear message', () => {
    expect(ok(LoginRequestSchema, { email: 'member@', password: 'Passw0rd!' })).toBe(false)
    expect(messages(LoginRequestSchema, { email: 'member@', password: 'x' })).toContain(
      'Not a valid e-mail address',
    )
  })

  it('rejects a mix of both forms, and neither', () => {
    expect(
      ok(LoginRequestSchema, { email: 'member@example.com', password: 'x', passport_token: 'pt' }),
    ).toBe(false)
    expect(ok(LoginRequestSchema, { email: 'member@example.com' })).toBe(false)
    expect(ok(LoginRequestSchema, {})).toBe(false)
  })
})

describe('register', () => {
  const valid = {
    first_name: '花子',
    last_name: '山田',
    email: 'new@example.com',
    password: 'Passw0rd!',
    locale: 'ja',
    register_from: 'web_marketplace',
    login_page_url: 'https://shop.example.com/stores/sakura-select/account',
    email_template_type: '17shop',
  }

  it('accepts the full form', () => {
    expect(ok(RegisterRequestSchema, valid)).toBe(true)
  })

  it('fixes the locale to ja', () => {
    expect(ok(RegisterRequestSchema, { ...valid, locale: 'en' })).toBe(false)
    expect(messages(RegisterRequestSchema, { ...valid, locale: 'zh-TW' })).toContain(
      'The locale must be ja',
    )
  })

  it.each([
    { register_from: 'app' },
    { login_page_url: 'not a url' },
    { email_template_type: 'plain' },
    { first_name: '   ' },
  ])('refuses the form with %o', (wrong) => {
    expect(ok(RegisterRequestSchema, { ...valid, ...wrong })).toBe(false)
  })

  it('reset e-mails need a valid page URL too', () => {
    const reset = {
      email: 'a@example.com',
      reset_password_page_url: 'https://x.example/reset',
      email_template_type: 'handsup',
    }
    expect(ok(ResetPasswordEmailRequestSchema, reset)).toBe(true)
    expect(
      ok(ResetPasswordEmailRequestSchema, { ...reset, reset_password_page_url: '/reset' }),
    ).toBe(false)
  })
})

describe('change password', () => {
  it('leaves empty and short passwords to the server, which has codes for them', () => {
    expect(ok(ChangePasswordRequestSchema, { old_password: '', new_password: 'a' })).toBe(true)
    expect(ok(ChangePasswordRequestSchema, { old_password: 'x' })).toBe(false)
  })
})

describe('profile update', () => {
  it('takes the name and phone trio, or the age answer alone', () => {
    expect(
      ok(ProfileUpdateRequestSchema, {
        first_name: '花子',
        last_name: '山田',
        phone_number: '090',
      }),
    ).toBe(true)
    expect(ok(ProfileUpdateRequestSchema, { does_age_verify: false })).toBe(true)
  })

  it('rejects a mix of both forms and an incomplete trio', () => {
    const mixed = {
      first_name: '花子',
      last_name: '山田',
      phone_number: '090',
      does_age_verify: true,
    }
    expect(ok(ProfileUpdateRequestSchema, mixed)).toBe(false)
    expect(ok(ProfileUpdateRequestSchema, { does_age_verify: true, first_name: '花子' })).toBe(
      false,
    )
    expect(ok(ProfileUpdateRequestSchema, { first_name: '花子', last_name: '山田' })).toBe(false)
    expect(ok(ProfileUpdateRequestSchema, { does_age_verify: null })).toBe(false)
  })

  it('live shop PUT /me needs something to change', () => {
    expect(ok(LiveShopMeUpdateRequestSchema, { locale: 'zh_TW' })).toBe(true)
    expect(ok(LiveShopMeUpdateRequestSchema, {})).toBe(false)
    expect(ok(LiveShopMeUpdateRequestSchema, { locale: 'zh-TW' })).toBe(false)
  })
})

describe('addresses', () => {
  const place = TOKYO_PLACE
  const tw = {
    postcode: '100',
    city_country: '臺北市',
    district: '中正區',
    detail: '重慶南路一段122號',
    buyer_name: '王',
    buyer_cellphone: '0912345678',
  }

  // Only custom and self_pick_up entries are created, in JP or TW; only a delivery needs its place.
  const entry = { name: 'A', phone_number: '090' }
  it.each([
    ['a delivery address with its place', true, { type: 'custom', address: place }],
    ['a delivery address without a place', false, { type: 'custom' }],
    ['a pick-up entry without a place', true, { type: 'self_pick_up' }],
    ['a custom_cod entry', false, { type: 'custom_cod', address: place }],
    ['a place outside JP and TW', false, { type: 'custom', address: { ...place, region: 'US' } }],
  ])('address create, %s: accepted %s', (_, accepted, body) => {
    expect(ok(AddressCreateRequestSchema, { ...entry, ...body })).toBe(accepted)
  })

  it('a Taiwan address needs every field', () => {
    expect(ok(TwAddressCreateRequestSchema, tw)).toBe(true)
    expect(ok(TwAddressCreateRequestSchema, { ...tw, district: '' })).toBe(false)
  })

  it('a Taiwan address has a 3- or 5-digit postcode and a 09 mobile number of 10 digits', () => {
    for (const postcode of ['100', '10048', ' 110 ']) {
      expect(ok(TwAddressCreateRequestSchema, { ...tw, postcode })).toBe(true)
    }
    for (const postcode of ['10', '1004', '100480', '10a', '']) {
      expect(ok(TwAddressCreateRequestSchema, { ...tw, postcode })).toBe(false)
    }
    for (const buyer_cellphone of ['0912-345-678', '0912 345 678']) {
      const parsed = v.safeParse(TwAddressCreateRequestSchema, { ...tw, buyer_cellphone })
      expect(parsed.success && parsed.output.buyer_cellphone).toBe('0912345678')
    }
    for (const buyer_cellphone of ['0212345678', '091234567', '09123456789', '+886912345678']) {
      expect(ok(TwAddressCreateRequestSchema, { ...tw, buyer_cellphone })).toBe(false)
    }
  })
})

describe('convenience payee create', () => {
  const full = {
    buyer_name: '山田 花子',
    buyer_name_kana: 'ヤマダ ハナコ',
    buyer_cellphone: '09012345678',
    convenience_name: 'Ministop',
    convenience_code: '00005',
  }

  it('takes an existing id, or the full fields', () => {
    expect(ok(CvsPayeeCreateRequestSchema, { id: 51 })).toBe(true)
    expect(ok(CvsPayeeCreateRequestSchema, full)).toBe(true)
  })

  it('rejects both at once, a partial payee, and a name that is not the code’s store', () => {
    expect(ok(CvsPayeeCreateRequestSchema, { ...full, id: 51 })).toBe(false)
    expect(ok(CvsPayeeCreateRequestSchema, { id: 51, buyer_name: '山田' })).toBe(false)
    expect(ok(CvsPayeeCreateRequestSchema, { ...full, buyer_name_kana: undefined })).toBe(false)
    expect(
      messages(CvsPayeeCreateRequestSchema, { ...full, convenience_name: 'Lawson' }),
    ).toContain('The store name does not match the convenience code')
    expect(ok(CvsPayeeCreateRequestSchema, { ...full, convenience_code: '00003' })).toBe(false)
  })
})

describe('cart', () => {
  it('adds a positive quantity, with or without a stream', () => {
    expect(ok(AddToCartRequestSchema, { id: 81, quantity: 1 })).toBe(true)
    expect(ok(AddToCartRequestSchema, { id: 81, quantity: 2, stream_id: 7001 })).toBe(true)
    expect(ok(AddToCartRequestSchema, { id: 81, quantity: 0 })).toBe(false)
    expect(ok(AddToCartRequestSchema, { id: 81, quantity: 1.5 })).toBe(false)
    expect(ok(CartQuantityRequestSchema, { quantity: -1 })).toBe(false)
  })

  it('prices selected items with optional payment and address', () => {
    expect(ok(PricingRequestSchema, { item_ids: [71], shipping_setting_id: 111 })).toBe(true)
    expect(
      ok(PricingRequestSchema, {
        item_ids: [71],
        shipping_setting_id: 111,
        payment_id: null,
        address_id: 21,
      }),
    ).toBe(true)
    expect(ok(PricingRequestSchema, { item_ids: [], shipping_setting_id: 111 })).toBe(false)
  })
})

describe('checkout', () => {
  const marketplace = {
    item_ids: [71],
    shipping_type: 'custom',
    address_id: 21,
    payment_type: 'gmo_credit',
    payment_id: 41,
    email: null,
    phone: null,
    custom_buyer_name: '山田',
  }

  it('marketplace: PayPay is not offered; the live shop in Japan offers it with a stream', () => {
    expect(ok(CheckoutRequestSchema, marketplace)).toBe(true)
    expect(ok(CheckoutRequestSchema, { ...marketplace, payment_type: 'gmo_paypay' })).toBe(false)
    expect(
      ok(LiveCheckoutRequestSchema, {
        ...marketplace,
        payment_type: 'gmo_paypay',
        stream_id: 7001,
      }),
    ).toBe(true)
    expect(ok(LiveCheckoutRequestSchema, { ...marketplace, payment_type: 'payuni_credit' })).toBe(
      false,
    )
  })

  it('email and phone may be null, but an e-mail given must be valid', () => {
    expect(
      ok(CheckoutRequestSchema, { ...marketplace, email: 'a@example.com', phone: '090' }),
    ).toBe(true)
    expect(ok(CheckoutRequestSchema, { ...marketplace, email: 'nope' })).toBe(false)
  })

  it('Taiwan: home delivery and PayUni only', () => {
    const tw = {
      item_ids: [71],
      shipping_data: { type: 'tw_home-delivery', address_id: 31 },
      payment_type: 'payuni_credit',
      email: 'buyer@example.com',
      phone: '0912345678',
      custom_buyer_name: null,
      stream_id: 8001,
    }
    expect(ok(TwCheckoutRequestSchema, tw)).toBe(true)
    expect(ok(TwCheckoutRequestSchema, { ...tw, payment_type: 'gmo_credit' })).toBe(false)
    expect(
      ok(TwCheckoutRequestSchema, { ...tw, shipping_data: { type: 'custom', address_id: 31 } }),
    ).toBe(false)
  })
})

describe('Taiwan card pay', () => {
  const back = 'https://shop.example.com/17shop/tw-checkout/step-done/1'

  it('pays with a saved card, or a card typed in', () => {
    expect(ok(TwCardPayRequestSchema, { credit_card_id: 41, redirect_url: back })).toBe(true)
    expect(
      ok(TwCardPayRequestSchema, {
        card_number: '4147631000000001',
        cvc: '123',
        expiry: '1230',
        redirect_url: back,
      }),
    ).toBe(true)
  })

  it('rejects both at once, a partial card, a bad expiry and a missing redirect_url', () => {
    const card = { card_number: '4147631000000001', cvc: '123', expiry: '1230', redirect_url: back }
    expect(ok(TwCardPayRequestSchema, { ...card, credit_card_id: 41 })).toBe(false)
    expect(
      ok(TwCardPayRequestSchema, { card_number: '4147631000000001', redirect_url: back }),
    ).toBe(false)
    expect(ok(TwCardPayRequestSchema, { ...card, expiry: '1330' })).toBe(false)
    expect(ok(TwCardPayRequestSchema, { credit_card_id: 41 })).toBe(false)
  })
})

describe('other payloads', () => {
  it('a card save carries GMO’s token result', () => {
    const save = {
      type: 'gmo_credit',
      application: 'buyer_general',
      maskedCardNo: '41111111****1111',
      toBeExpiredAt: '203012',
      isSecurityCodeSet: true,
      token: 'tok',
    }
    expect(ok(CreditCardSaveRequestSchema, save)).toBe(true)
    expect(ok(CreditCardSaveRequestSchema, { ...save, type: 'payuni_credit' })).toBe(false)
    expect(ok(CreditCardSaveRequestSchema, { ...save, application: 'seller_general' })).toBe(false)
  })

  it('messages are sent as buyer and are not empty', () => {
    expect(ok(OrderMessageRequestSchema, { role: 'buyer', message: 'Hello' })).toBe(true)
    expect(ok(OrderMessageRequestSchema, { role: 'seller', message: 'Hello' })).toBe(false)
    expect(ok(OrderMessageRequestSchema, { role: 'buyer', message: '  ' })).toBe(false)
  })

  it('a post update lists each product once', () => {
    expect(ok(PostUpdateRequestSchema, { product_ids: [91, 92] })).toBe(true)
    expect(ok(PostUpdateRequestSchema, { product_ids: [] })).toBe(true)
    expect(ok(PostUpdateRequestSchema, { product_ids: [91, 91] })).toBe(false)
  })

  it('query strings arrive as strings and come out typed', () => {
    expect(
      v.parse(ProductListQuerySchema, {
        page: '2',
        all: '',
        with_market: '1',
        tab_names: 'normal,printio',
      }),
    ).toEqual({
      page: 2,
      all: true,
      with_market: true,
      tab_names: ['normal', 'printio'],
    })
    expect(ok(ProductListQuerySchema, { page: '0' })).toBe(false)
    expect(ok(ProductListQuerySchema, { tab_names: 'normal,sale' })).toBe(false)
    expect(v.parse(StoreQuerySchema, { liver_id: '1001' })).toEqual({ liver_id: 1001 })
    expect(ok(StoreQuerySchema, { liver_id: '1001', post_id: '5001' })).toBe(false)
  })
})
