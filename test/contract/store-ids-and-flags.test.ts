/**
 * The sandbox holds the API's contract as a server that routes ids would
 * (docs/sandbox.md#what-the-sandbox-holds-to): a `stores/{id}` path takes the store's numeric id
 * and answers a slug 404; query flags are taken as the API spells them (bare `all`, the seller list's `all=1`,
 * `with_market=1`) and any other spelling is a 422 naming the flag.
 */
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { BASE, rawSandbox, restoreAfterEach } from './sandbox-harness'

restoreAfterEach()

const V2 = '/api/v2'
const V1 = '/api/v1/17shop'
const T = FX.tokens

/** Every call with a store in its path, with a session it answers, and its store by id and slug. */
const STORE_CALLS: ReadonlyArray<{ path: (store: string) => string; token?: string }> = [
  { path: (s) => `${V2}/stores/${s}/products?with_market=1&page=1` },
  { path: (s) => `${V2}/stores/${s}/products/${FX.products.multiSku}` },
  { path: (s) => `${V2}/stores/${s}/payment-setting` },
  { path: (s) => `${V2}/stores/${s}/shipping-setting` },
  { path: (s) => `${V2}/stores/${s}/gmo-credit` },
  { path: (s) => `${V2}/stores/${s}/jp-commercial` },
  { path: (s) => `${V2}/stores/${s}/carts`, token: T.sessionMember },
  { path: (s) => `${V2}/stores/${s}/orders/buyer`, token: T.sessionMember },
]

const LIVE_STORE_CALLS: ReadonlyArray<{ path: (store: string) => string; token: string }> = [
  { path: (s) => `${V1}/stores/${s}/products?page=1`, token: T.sessionBuyerJp },
  { path: (s) => `${V1}/stores/${s}/carts`, token: T.sessionBuyerJp },
  { path: (s) => `${V1}/stores/${s}/payment-setting`, token: T.sessionBuyerJp },
  { path: (s) => `${V1}/stores/${s}/channels?all`, token: T.sessionSellerJp },
  { path: (s) => `${V1}/seller/stores/${s}/products?all=1`, token: T.sessionSellerJp },
]

function get(path: string, token?: string) {
  const { sandbox } = rawSandbox()
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  return sandbox.fetch(`${BASE}${path}`, { headers })
}

describe('a store in the path is its id', () => {
  it('the marketplace: products, a product, settings, cart and orders', async () => {
    for (const call of STORE_CALLS) {
      const byId = await get(call.path(String(FX.stores.sakura)), call.token)
      expect(byId.status, call.path(String(FX.stores.sakura))).toBe(200)
      const bySlug = await get(call.path(FX.slugs.sakura), call.token)
      expect(bySlug.status, call.path(FX.slugs.sakura)).toBe(404)
      expect(await bySlug.json()).toMatchObject({ code: 'NOT_FOUND' })
    }
  })

  it('the live shop, whose stores have slugs too', async () => {
    for (const call of LIVE_STORE_CALLS) {
      expect((await get(call.path(String(FX.stores.liveJp)), call.token)).status).toBe(200)
      expect((await get(call.path('hinata-kitchen'), call.token)).status).toBe(404)
    }
  })

  it('the slug finds the store, with the id its calls take', async () => {
    const answer = await get(`${V2}/buyer/stores/${FX.slugs.sakura}`)
    expect(await answer.json()).toMatchObject({ data: { id: FX.stores.sakura } })
    expect((await get(`${V2}/buyer/stores/${FX.stores.sakura}`)).status).toBe(404)
  })

  it('a sync-snapshot names its store by id as well', async () => {
    const { sandbox } = rawSandbox()
    const put = (store: string) =>
      sandbox.fetch(`${BASE}${V2}/stores/${store}/cart-items/sync-snapshot`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${T.sessionMember}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [1] }),
      })
    expect((await put(String(FX.stores.kumo))).status).toBe(200)
    expect((await put(FX.slugs.kumo)).status).toBe(404)
  })
})

describe('query flags as the API spells them', () => {
  const messages = `${V2}/orders/${FX.orders.memberUnpaid}/messages`

  it('takes a bare `all` on the messages and channels, and refuses a value or its absence', async () => {
    const member = T.sessionMember
    expect((await get(`${messages}?role=buyer&all`, member)).status).toBe(200)
    for (const query of ['role=buyer&all=true', 'role=buyer&all=1', 'role=buyer']) {
      const answer = await get(`${messages}?${query}`, member)
      expect(answer.status, query).toBe(422)
      expect(await answer.json()).toMatchObject({
        code: 'VALIDATION_EXCEPTION',
        data: { all: [expect.any(String)] },
      })
    }
    const channels = `${V1}/stores/${FX.stores.liveJp}/channels`
    expect((await get(`${channels}?all`, T.sessionSellerJp)).status).toBe(200)
    expect((await get(`${channels}?all=true`, T.sessionSellerJp)).status).toBe(422)
  })

  it('takes the seller list’s `all=1` and the marketplace list’s bare `all` and `with_market=1`', async () => {
    const seller = `${V1}/seller/stores/${FX.stores.liveJp}/products`
    const all = (await (await get(`${seller}?all=1`, T.sessionSellerJp)).json()) as {
      meta: { last_page: number }
    }
    expect(all.meta.last_page).toBe(1)
    expect((await get(`${seller}?all=true`, T.sessionSellerJp)).status).toBe(422)

    const market = `${V2}/stores/${FX.stores.sakura}/products`
    expect((await get(`${market}?with_market=1&all`)).status).toBe(200)
    for (const query of ['with_market=true&all', 'with_market=1&all=yes', 'with_market=0']) {
      expect((await get(`${market}?${query}`)).status, query).toBe(422)
    }
  })
})
