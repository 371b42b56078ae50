import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { isApiError } from '../../src/api/client/results'
import * as liveCart from '../../src/api/live-shop-v1/cart'
import * as marketCart from '../../src/api/marketplace-v2/cart'
import { checkout } from '../../src/api/marketplace-v2/checkout'
import { captureReports } from './catalog-harness'
import { cartSandbox, MEMBER_BY_CARD, putInCart } from './cart-harness'

const reports = captureReports()
const K = FX.skus

const failureOf = (error: unknown) =>
  isApiError(error) && error.failure.kind === 'http' ? error.failure : error

/** The same cart calls under both prefixes, each with a buyer of its API. */
const apis = [
  {
    api: 'v2',
    cart: marketCart,
    buyer: 'member',
    store: FX.stores.sakura,
    otherStore: FX.stores.kumo,
    prefix: '/api/v2',
  },
  {
    api: 'v1',
    cart: liveCart,
    buyer: 'buyerJp',
    store: FX.stores.liveJp,
    otherStore: FX.stores.enterprise,
    prefix: '/api/v1/17shop',
  },
] as const

describe.each(apis)('carts ($api)', ({ cart, buyer, store, otherStore, prefix }) => {
  it('adds to the store’s cart, merges a SKU added twice, and keeps other stores’ carts apart', async () => {
    const harness = cartSandbox()
    const http = harness[buyer]
    const sku = store === FX.stores.sakura ? K.mugIndigo : K.ikura250
    expect(await cart.addToCart(http, { id: sku, quantity: 1 })).toEqual({
      ok: true,
      status: 200,
      data: { success: true, added_quantity: 1, request_quantity: 1 },
    })
    await cart.addToCart(http, { id: sku, quantity: 2 })
    const items = (await cart.getCart(http, store)).items
    expect(items.map((item) => [item.sku.id, item.quantity, item.status_changes ?? null])).toEqual([
      [sku, 3, null],
    ])
    expect((await cart.getCart(http, otherStore)).items.map((item) => item.sku.id)).not.toContain(
      sku,
    )
    expect(reports).toEqual([])
  })

  it('cuts an addition at the SKU’s per-purchase cap, and says how many went in', async () => {
    const http = cartSandbox()[buyer]
    // 桜 (30013) may be bought 10 at a time.
    await cart.addToCart(http, { id: K.mugSakura, quantity: 9 })
    expect(await cart.addToCart(http, { id: K.mugSakura, quantity: 5 })).toMatchObject({
      ok: true,
      data: { success: true, added_quantity: 1, request_quantity: 5 },
    })
    expect(await cart.addToCart(http, { id: K.mugSakura, quantity: 1 })).toMatchObject({
      ok: true,
      data: { success: false, added_quantity: 0 },
    })
  })

  it.each([
    ['SKU_DELETED', K.furoshikiDeleted, 1],
    ['SKU_SOLD_OUT', K.towelWhiteSoldOut, 1],
    ['SKU_NOT_SUPPLIED', K.wagashi, 1],
    ['SKU_OUTSIDE_OF_SALE_TIMES', K.fukubukuro, 1],
    ['SKU_OUTSIDE_OF_SALE_TIMES', K.furin, 1],
    ['REACHED_BUYER_PURCHASABLE_LIMIT', K.mameZara, 2],
    ['ADD_CART_OUT_OF_STOCK', K.basket, 3],
  ])(
    'add-cart answers %s typed (SKU %i × %i) and leaves the cart alone',
    async (code, sku, quantity) => {
      const harness = cartSandbox()
      const result = await cart.addToCart(harness[buyer], { id: sku, quantity })
      expect(result).toMatchObject({ ok: false, kind: 'http', status: 400, error: { code } })
      expect((await cart.getCart(harness[buyer], FX.stores.sakura)).items).toEqual([])
      expect(reports).toEqual([])
    },
  )

  it('a code outside the add-cart list arrives as UNKNOWN (the live shop’s Z1), and is reported', async () => {
    const harness = cartSandbox()
    await harness.fault({
      path: `${prefix}/add-cart`,
      status: 400,
      body: { code: 'SKU_REGION_LOCKED' },
      times: 1,
    })
    const result = await cart.addToCart(harness[buyer], { id: K.mugIndigo, quantity: 1 })
    expect(result).toMatchObject({ ok: false, kind: 'http', error: { code: 'UNKNOWN' } })
    expect(reports).toHaveLength(1)
  })

  it('updates a quantity, refuses one beyond the stock as ADD_CART_OUT_OF_STOCK, deletes', async () => {
    const harness = cartSandbox()
    const http = harness[buyer]
    const id = await putInCart(cart, http, FX.stores.sakura, K.basket)
    expect(await cart.updateCartItem(http, id, { quantity: 2 })).toMatchObject({
      ok: true,
      data: { id, quantity: 2 },
    })
    expect(await cart.updateCartItem(http, id, { quantity: 3 })).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'ADD_CART_OUT_OF_STOCK', data: { max_quantity: 2 } },
    })
    expect(await cart.deleteCartItem(http, id)).toEqual({ success: true })
    expect((await cart.getCart(http, FX.stores.sakura)).items).toEqual([])
    expect(failureOf(await cart.deleteCartItem(http, id).catch((e: unknown) => e))).toMatchObject({
      status: 404,
    })
    expect(reports).toEqual([])
  })

  it('a guest’s cart is the guest’s: the member neither sees nor changes it', async () => {
    const harness = cartSandbox()
    const id = await putInCart(cart, harness.guest(), FX.stores.sakura, K.mugWhite)
    expect((await cart.getCart(harness[buyer], FX.stores.sakura)).items).toEqual([])
    const update = await cart.updateCartItem(harness[buyer], id, { quantity: 2 })
    expect(update).toMatchObject({ ok: false, status: 404 })
    expect((await cart.getCart(harness.guest(), FX.stores.sakura)).items).toMatchObject([
      { id, quantity: 1 },
    ])
  })
})

describe('sync-snapshot', () => {
  it('accepts a price change: the member’s kumo-books item then shows the new price and no change', async () => {
    const { member } = cartSandbox()
    const [before] = (await marketCart.getCart(member, FX.stores.kumo)).items
    expect(before).toMatchObject({ id: 1, price: 660, status_changes: ['price'] })
    const after = await marketCart.syncSnapshot(member, FX.stores.kumo, { ids: [1] })
    expect(after.items).toMatchObject([{ id: 1, price: 693, status_changes: null }])
    expect(reports).toEqual([])
  })

  it('brings a quantity down to the stock left after someone else bought', async () => {
    const harness = cartSandbox()
    const mine = await putInCart(liveCart, harness.buyerJp, FX.stores.sakura, K.basket, 2)
    const bought = await putInCart(marketCart, harness.member, FX.stores.sakura, K.basket, 1)
    expect(await checkout(harness.member, { ...MEMBER_BY_CARD, item_ids: [bought] })).toMatchObject(
      {
        ok: true,
      },
    )
    expect((await liveCart.getCart(harness.buyerJp, FX.stores.sakura)).items).toMatchObject([
      { id: mine, status_changes: ['stock_shortage'] },
    ])
    const synced = await liveCart.syncSnapshot(harness.buyerJp, FX.stores.sakura, { ids: [mine] })
    expect(synced.items).toMatchObject([{ id: mine, quantity: 1, status_changes: null }])
  })

  it('refuses ids that are not in this store’s cart', async () => {
    const { member } = cartSandbox()
    const failure = await marketCart
      .syncSnapshot(member, FX.stores.sakura, { ids: [1] })
      .catch((e: unknown) => e)
    expect(failureOf(failure)).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    })
  })
})

describe('requests the client would never send', () => {
  it('answer 422 VALIDATION_EXCEPTION naming the offending fields', async () => {
    const { raw } = cartSandbox()
    const token = FX.tokens.sessionMember
    const bad = await raw('/api/v2/add-cart', {
      method: 'POST',
      token,
      body: JSON.stringify({ id: 'x', quantity: 0 }),
    })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { id: expect.any(Array), quantity: expect.any(Array) },
    })
    const broken = await raw('/api/v1/17shop/cart-items/1', {
      method: 'PUT',
      token,
      body: '{"quantity":',
    })
    expect(await broken.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { body: ['Malformed JSON.'] },
    })
    const sync = await raw('/api/v2/stores/101/cart-items/sync-snapshot', {
      method: 'PUT',
      token,
      body: JSON.stringify({ ids: [] }),
    })
    expect(await sync.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { ids: ['Nothing to sync'] },
    })
  })

  it('a cart without any session is a 401, an unknown guest token too', async () => {
    const { raw, guest } = cartSandbox()
    expect((await raw('/api/v2/stores/101/carts')).status).toBe(401)
    const failure = await marketCart
      .getCart(guest('guest-who-never-was'), FX.stores.sakura)
      .catch((e: unknown) => e)
    expect(failureOf(failure)).toMatchObject({ status: 401 })
  })
})

describe('live add-cart with the stream bought from', () => {
  it('takes the stream id of a stream; one of no stream is refused (422), which the add-cart reading calls UNKNOWN (Z1) and reports', async () => {
    const harness = cartSandbox()
    const http = harness.buyerJp
    const body = { id: K.ikura500, quantity: 2, stream_id: FX.streams.jp }
    expect(await liveCart.addToCart(http, body)).toMatchObject({
      ok: true,
      data: { added_quantity: 2, request_quantity: 2 },
    })
    const items = (await liveCart.getCart(http, FX.stores.liveJp)).items
    expect(items.map((item) => [item.sku.id, item.quantity])).toEqual([[K.ikura500, 2]])
    const unknown = await liveCart.addToCart(http, { ...body, stream_id: 999_999 })
    expect(unknown).toMatchObject({ ok: false, status: 422, error: { code: 'UNKNOWN' } })
    expect(reports).toHaveLength(1)
  })
})
