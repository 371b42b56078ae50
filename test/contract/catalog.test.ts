import { describe, expect, it } from 'vitest'
import * as live from '../../src/api/live-shop-v1/catalog'
import * as market from '../../src/api/marketplace-v2/catalog'
import { FX } from '../../sandbox/db/fixtures'
import { captureReports, catalogSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const BUYER = FX.tokens.sessionBuyerJp

/** The HTTP status a default-flavour call failed with. */
async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  const failure = await failureOf(promise)
  return failure.kind === 'http' ? failure.status : undefined
}

describe('marketplace stores and products (v2)', () => {
  it('finds a store by its slug; an unknown slug is a 404', async () => {
    const { http } = catalogSandbox().client()
    expect(await market.getStoreBySlug(http, 'sakura-select')).toMatchObject({
      id: FX.stores.sakura,
      name: 'さくらセレクト',
    })
    expect(await statusOf(market.getStoreBySlug(http, 'no-such-store'))).toBe(404)
    expect(reports).toEqual([])
  })

  it('pages the products twelve at a time, with meta and links a pager can follow', async () => {
    const { http } = catalogSandbox().client()
    const first = await market.listProducts(http, FX.stores.sakura)
    expect(first.data.map((p) => p.id)).toEqual([
      3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3010, 3011, 3012,
    ])
    expect(first.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 12,
      last_page: 2,
      per_page: 12,
      total: 20,
    })
    expect(first.links.prev).toBeNull()
    expect(first.links.next).toContain('page=2')
    expect(first.links.next).toContain('with_market=1')

    const second = await market.listProducts(http, FX.stores.sakura, { page: 2 })
    expect(second.data).toHaveLength(8)
    expect(second.meta).toMatchObject({ current_page: 2, from: 13, to: 20, total: 20 })
    expect(second.links.next).toBeNull()

    const all = await market.listProducts(http, FX.stores.sakura, { all: 1 })
    expect(all.data).toHaveLength(20)
    expect(all.meta).toMatchObject({ current_page: 1, last_page: 1, total: 20 })
    expect(reports).toEqual([])
  })

  it('filters by tab and keyword', async () => {
    const { http } = catalogSandbox().client()
    const printio = await market.listProducts(http, FX.stores.sakura, {
      all: 1,
      tab_names: ['printio'],
    })
    expect(printio.data.map((p) => p.id)).toEqual([FX.products.printio])
    const normal = await market.listProducts(http, FX.stores.sakura, {
      all: 1,
      tab_names: ['normal'],
    })
    expect(normal.meta.total).toBe(19)
    // Names and descriptions both count: the New Year bag only mentions 有田焼 in its description.
    const arita = await market.listProducts(http, FX.stores.sakura, { all: 1, keyword: '有田焼' })
    expect(arita.data.map((p) => p.id)).toEqual([
      FX.products.multiSku,
      FX.products.beforeSell,
      FX.products.limitOne,
    ])
  })

  it('computes salable_status and the price from the sale windows and stock', async () => {
    const { http } = catalogSandbox().client()
    const { data } = await market.listProducts(http, FX.stores.sakura, { all: 1 })
    const byId = new Map(data.map((p) => [p.id, p]))
    expect(byId.get(FX.products.beforeSell)?.salable_status).toBe('before_sell')
    expect(byId.get(FX.products.endSell)?.salable_status).toBe('end_sell')
    expect(byId.get(FX.products.soldOutSku)?.salable_status).toBe('on_sell')
    expect(byId.get(FX.products.limitedSale)?.min_price).toBe(2592)
    expect(byId.get(FX.products.multiSku)).toMatchObject({ min_price: 2640, max_price: 3080 })
    expect(byId.get(FX.products.beforeSell)?.sale_started_at).toBeInstanceOf(Date)
  })

  it('shows one product of the store without its deleted SKU; another store’s product is a 404', async () => {
    const { http } = catalogSandbox().client()
    const product = await market.getProduct(http, FX.stores.sakura, FX.products.deletedSku)
    expect(product.skus.map((sku) => sku.id)).toEqual([FX.skus.furoshikiOk])
    expect(await statusOf(market.getProduct(http, FX.stores.kumo, FX.products.multiSku))).toBe(404)
    expect(reports).toEqual([])
  })

  it('answers a visitor with an unknown token 401, and the client signs out', async () => {
    const { http, tokens } = catalogSandbox().client('expired-token')
    expect(await statusOf(market.getStoreBySlug(http, 'sakura-select'))).toBe(401)
    expect(tokens.get('consumer')).toBeUndefined()
  })

  it('answers a malformed list query 422 naming the fields', async () => {
    const { raw } = catalogSandbox()
    const answer = await raw('/api/v2/stores/101/products?page=0&tab_names=sale')
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as { code: string; data: Record<string, string[]> }
    expect(body.code).toBe('VALIDATION_EXCEPTION')
    expect(Object.keys(body.data).sort()).toEqual(['page', 'tab_names.0'])
  })
})

describe('live shop catalogue (v1)', () => {
  it('lists the liver’s own products, and with_market adds those also sold on the marketplace', async () => {
    const { http } = catalogSandbox().client(BUYER)
    const own = await live.listStoreProducts(http, FX.stores.liveJp, { all: 1 })
    expect(own.data.map((p) => p.id)).not.toContain(FX.products.liveIkura)
    const withMarket = await live.listStoreProducts(http, FX.stores.liveJp, {
      all: 1,
      with_market: 1,
    })
    expect(withMarket.data.map((p) => p.id)).toEqual([
      4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008,
    ])
    expect(withMarket.data.find((p) => p.id === FX.products.liveSoldOut)?.salable_status).toBe(
      'sold_out',
    )
    expect(await live.getProduct(http, FX.products.liveIkura)).toMatchObject({
      name: '北海道産 いくら醤油漬け',
    })
    expect(reports).toEqual([])
  })

  it('hides a deleted product (every SKU deleted) from lists, product pages and the stream post', async () => {
    const { sandbox, client } = catalogSandbox()
    const { http } = client(BUYER)
    for (const sku of sandbox.db.skus.values()) {
      if (sku.product_id === FX.products.liveSauce) sku.deleted_at = sandbox.db.nowIso()
    }
    const list = await live.listStoreProducts(http, FX.stores.liveJp, { all: 1 })
    expect(list.data.map((p) => p.id)).toEqual([4003, 4004, 4005, 4006, 4007, 4008])
    expect(list.meta.total).toBe(6)
    expect(await statusOf(live.getProduct(http, FX.products.liveSauce))).toBe(404)
    const post = await live.getLivePost(http, FX.stores.liveJp, FX.posts.jp)
    expect(post.products.map((p) => p.id)).toEqual([4001, 4003, 4004, 4005, 4008])
  })

  it('needs a live-shop session', async () => {
    const { http } = catalogSandbox().client()
    expect(await statusOf(live.listStoreProducts(http, FX.stores.liveJp))).toBe(401)
    expect(await statusOf(live.getLivePost(http, FX.stores.liveJp, FX.posts.jp))).toBe(401)
  })

  it('finds the store of a liver or a post, with the region that picks the checkout', async () => {
    const { http } = catalogSandbox().client(BUYER)
    expect(await live.queryStore(http, { liver_id: FX.livers.jp })).toMatchObject({
      id: 201,
      region: 'JP',
      currency: 'JPY',
    })
    expect(await live.queryStore(http, { post_id: FX.posts.tw })).toMatchObject({
      id: 202,
      region: 'TW',
      currency: 'TWD',
    })
    expect(await statusOf(live.queryStore(http, { liver_id: 9999 }))).toBe(404)
    expect(reports).toEqual([])
  })

  it('reads the link spellings liver-id and post-id, and refuses both forms at once', async () => {
    const { raw } = catalogSandbox()
    const byLink = (await (await raw('/api/v1/17shop/stores/query?liver-id=2001')).json()) as {
      data: { id: number }
    }
    expect(byLink.data.id).toBe(FX.stores.liveTw)
    expect((await raw('/api/v1/17shop/stores/query?post-id=5003')).status).toBe(200)
    expect((await raw('/api/v1/17shop/stores/query?liver_id=1001&post_id=5001')).status).toBe(422)
    expect((await raw('/api/v1/17shop/stores/query?liver_id=1001&liver-id=1001')).status).toBe(422)
  })

  it('shows a stream post’s products in pivot order with their status', async () => {
    const { http } = catalogSandbox().client(BUYER)
    const post = await live.getLivePost(http, FX.stores.liveJp, FX.posts.jp)
    expect(post.products.map((p) => [p.id, p.pivot.order, p.status])).toEqual([
      [4001, 1, 'selling'],
      [4002, 2, 'selling'],
      [4003, 3, 'sold'],
      [4004, 4, 'selling'],
      [4005, 5, 'selling'],
      [4008, 6, 'init'],
    ])
    expect(await statusOf(live.getLivePost(http, FX.stores.liveTw, FX.posts.jp))).toBe(404)
    expect(await statusOf(live.getLivePost(http, FX.stores.unset, FX.posts.unset))).toBe(404)
    expect(reports).toEqual([])
  })
})
