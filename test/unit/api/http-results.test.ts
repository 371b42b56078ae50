import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { apiPath } from '../../../src/api/client/api-path'
import { failureCode, type Failure, type HttpFailure } from '../../../src/api/client/results'

const CheckoutErrors = v.variant('code', [
  v.object({
    code: v.literal('CHECKOUT_ITEMS_STATUS_HAVE_CHANGED'),
    data: v.array(v.object({ cart_item_id: v.number() })),
  }),
  v.object({
    code: v.picklist(['NOT_FOUND_ITEM_IN_CART', 'FAILED_TO_CHECKOUT']),
    message: v.optional(v.string()),
  }),
])
type CheckoutError = v.InferOutput<typeof CheckoutErrors>

describe('failureCode', () => {
  it('gives the server code of an answer and a client code for the rest, so one switch maps messages', () => {
    const answer: Failure<CheckoutError> = {
      ok: false,
      kind: 'http',
      status: 409,
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    }
    expect(failureCode(answer)).toBe('NOT_FOUND_ITEM_IN_CART')
    expect(failureCode<CheckoutError>({ ok: false, kind: 'network', cause: null })).toBe('NETWORK')
    expect(failureCode<CheckoutError>({ ok: false, kind: 'malformed', status: 200 })).toBe(
      'MALFORMED',
    )
    expect(failureCode<CheckoutError>({ ok: false, kind: 'invalid-input', issues: [] })).toBe(
      'INVALID_INPUT',
    )

    expectTypeOf(failureCode(answer)).toEqualTypeOf<
      | 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED'
      | 'NOT_FOUND_ITEM_IN_CART'
      | 'FAILED_TO_CHECKOUT'
      | 'UNKNOWN'
      | 'NETWORK'
      | 'MALFORMED'
      | 'INVALID_INPUT'
    >()
  })

  it('narrows the data of a code to its own shape', () => {
    const failure: HttpFailure<CheckoutError> = {
      ok: false,
      kind: 'http',
      status: 422,
      error: v.parse(CheckoutErrors, {
        code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
        data: [{ cart_item_id: 7 }],
      }),
    }
    const changed =
      failure.error.code === 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED' ? failure.error.data : []
    expectTypeOf(changed).toEqualTypeOf<{ cart_item_id: number }[]>()
    expect(changed).toEqual([{ cart_item_id: 7 }])
  })
})

describe('apiPath', () => {
  it('encodes ids and slugs so they cannot change which endpoint is called', () => {
    expect(apiPath`api/v2/buyer/stores/${'sakura-select'}`).toBe(
      'api/v2/buyer/stores/sakura-select',
    )
    expect(apiPath`api/v2/stores/${'a/../b?x=1'}/products/${12}`).toBe(
      'api/v2/stores/a%2F..%2Fb%3Fx%3D1/products/12',
    )
  })
})
