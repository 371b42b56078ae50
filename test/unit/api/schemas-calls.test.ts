import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { fillPath } from '../../../src/api/schemas/calls/call'
import { liveShopV1Calls } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../../src/api/schemas/calls/marketplace-v2'
import * as fx from './schemas-fixtures'

const tables = [
  ['marketplace v2', marketplaceV2Calls, '/api/v2/'],
  ['live shop v1', liveShopV1Calls, '/api/v1/17shop/'],
] as const

describe.each(tables)('%s call table', (_, table, prefix) => {
  const calls = Object.values(table)

  it('gives every call its own method and path under the API prefix', () => {
    const routes = calls.map((call) => `${call.method} ${call.path}`)
    expect(new Set(routes).size).toBe(routes.length)
    for (const call of calls) expect(call.path.startsWith(prefix)).toBe(true)
  })

  it('sends a body only with POST and PUT', () => {
    for (const call of calls) if ('body' in call) expect(['POST', 'PUT']).toContain(call.method)
  })
})

describe('call tables cover every call', () => {
  it('has every call of each API', () => {
    // The guest order link's access call included (docs/api.md#guest-order-links).
    expect(Object.keys(marketplaceV2Calls)).toHaveLength(44)
    expect(Object.keys(liveShopV1Calls)).toHaveLength(51)
  })

  it('answers in the documented shapes', () => {
    const { getOrder, listBuyerOrders, getMe } = marketplaceV2Calls
    expect(v.safeParse(getOrder.response, { data: fx.order }).success).toBe(true)
    expect(v.safeParse(getOrder.response, fx.order).success).toBe(false)
    expect(v.safeParse(listBuyerOrders.response, fx.paginatedOrders).success).toBe(true)
    expect(v.safeParse(getMe.response, { user: fx.sessionUser, guest: null }).success).toBe(true)
    const { queryStore, getLivePost } = liveShopV1Calls
    expect(v.safeParse(queryStore.response, { data: fx.liveShopStore }).success).toBe(true)
    expect(v.safeParse(getLivePost.response, { data: fx.post }).success).toBe(true)
  })

  it('the live checkout takes the JP or the Taiwan body', () => {
    const body = liveShopV1Calls.checkout.body
    const jp = {
      item_ids: [1],
      shipping_type: 'custom',
      address_id: 2,
      payment_type: 'gmo_paypay',
      email: null,
      phone: null,
    }
    const tw = {
      item_ids: [1],
      shipping_data: { type: 'tw_home-delivery', address_id: 3 },
      payment_type: 'payuni_credit',
      email: 'a@b.tw',
      phone: '09',
    }
    expect(v.safeParse(body, jp).success).toBe(true)
    expect(v.safeParse(body, tw).success).toBe(true)
    expect(v.safeParse(body, { ...tw, payment_type: 'gmo_paypay' }).success).toBe(false)
  })
})

describe('fillPath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillPath('/api/v2/stores/:id/products/:productId', { id: 301, productId: 91 })).toBe(
      '/api/v2/stores/301/products/91',
    )
    expect(fillPath('/api/v2/buyer/stores/:slug', { slug: 'a b/c' })).toBe(
      '/api/v2/buyer/stores/a%20b%2Fc',
    )
  })

  it('refuses to build a path with a parameter missing', () => {
    expect(() => fillPath('/api/v2/orders/:id', {} as { id: number })).toThrow(
      'Missing path parameter id',
    )
  })
})
