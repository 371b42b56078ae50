import { describe, expect, it } from 'vitest'
import {
  checkTwAddress,
  EMPTY_TW_ADDRESS,
  serverTwProblems,
} from '../../../src/features/checkout/address/tw-address-rules'

const taipei = {
  postcode: '110',
  city_country: '台北市',
  district: '信義區',
  detail: '市府路45號',
  buyer_name: '林小明',
  buyer_cellphone: '0912-345-678',
}

describe('the Taiwan address form rules (the request schema the sandbox checks)', () => {
  it('sends a full address, the mobile number as digits', () => {
    expect(checkTwAddress(taipei)).toEqual({
      ok: true,
      body: { ...taipei, buyer_cellphone: '0912345678' },
    })
  })

  it('says which fields are missing and which are not in their form', () => {
    expect(checkTwAddress(EMPTY_TW_ADDRESS)).toEqual({
      ok: false,
      problems: {
        postcode: 'missing',
        city_country: 'missing',
        district: 'missing',
        detail: 'missing',
        buyer_name: 'missing',
        buyer_cellphone: 'missing',
      },
    })
    expect(checkTwAddress({ ...taipei, postcode: '1100', buyer_cellphone: '0212345678' })).toEqual({
      ok: false,
      problems: { postcode: 'invalid', buyer_cellphone: 'invalid' },
    })
  })

  it("reads the fields a server's VALIDATION_EXCEPTION names, ignoring others", () => {
    expect(
      serverTwProblems({ ...taipei, district: ' ' }, { district: ['Required'], foo: ['x'] }),
    ).toEqual({ district: 'missing' })
    expect(serverTwProblems(taipei, { postcode: ['Must be 3 or 5 digits'] })).toEqual({
      postcode: 'invalid',
    })
    expect(serverTwProblems(taipei, null)).toEqual({})
  })
})
