import { describe, expect, it } from 'vitest'
import { getLivePost } from '../../src/api/live-shop-v1/catalog'
import * as seller from '../../src/api/live-shop-v1/seller'
import type { StreamPostCreateInput } from '../../src/api/schemas/stream'
import { FX } from '../../sandbox/db/fixtures'
import { issueSellerSession } from '../../sandbox/db/sessions'
import { after } from '../support/clock'
import { captureReports, catalogSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const SELLER = FX.tokens.sessionSellerJp
const P = FX.products

function setup(token: string = SELLER) {
  const world = catalogSandbox()
  const { http } = world.client(token)
  const buyer = world.client(FX.tokens.sessionBuyerJp).http
  const buyerSees = async (storeId: number, postId: number) =>
    (await getLivePost(buyer, storeId, postId)).products.map((p) => p.id)
  return { ...world, http, buyerSees }
}

const newPost = (overrides: Partial<StreamPostCreateInput> = {}): StreamPostCreateInput => ({
  title: '週末のお片付けライブ',
  type: 'formal',
  mode: 'obs',
  channel_ids: [601],
  add_to_general_cms_schedule: false,
  content: '土鍋とだれを紹介します。',
  image_id: null,
  is_private: false,
  keywords: ['台所'],
  live: true,
  product_ids: [P.liveShopOnly, P.liveSauce],
  share_url: null,
  upcoming_at: after(new Date(), { days: 7 }),
  upcoming_title: null,
  ...overrides,
})

describe('the seller’s store', () => {
  it('lists every product on one page, SKUs with list price and sales, oversold ones included', async () => {
    const { http } = setup()
    const list = await seller.listSellerProducts(http, FX.stores.liveJp)
    expect(list.data.map((p) => p.id)).toEqual([4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008])
    expect(list.meta).toMatchObject({ current_page: 1, last_page: 1, total: 8 })
    const ikura = list.data[0]?.skus[0]
    expect(ikura).toMatchObject({ id: FX.skus.ikura250, original_price: 3980, sold_quantity: 4 })
    expect(list.data.find((p) => p.id === P.liveOversold)?.skus[0]?.available_quantity).toBe(0)
    expect(await seller.listChannels(http, FX.stores.liveJp)).toEqual([
      { id: 601, name: expect.any(String) },
      { id: 602, name: expect.any(String) },
    ])
    expect(reports).toEqual([])
  })

  it('is the only store the seller may read; buyers are not sellers', async () => {
    const { http, client } = setup()
    expect(await failureOf(seller.listSellerProducts(http, FX.stores.liveTw))).toMatchObject({
      status: 403,
    })
    expect(await failureOf(seller.getPost(http, FX.posts.tw))).toMatchObject({ status: 403 })
    const buyer = client(FX.tokens.sessionBuyerJp)
    expect(await failureOf(seller.getPost(buyer.http, FX.posts.jp))).toMatchObject({ status: 401 })
    expect(buyer.tokens.get('consumer')).toBeUndefined()
  })
})

describe('editing a post', () => {
  it('sets the products in the order given, and buyers see exactly that', async () => {
    const { http, buyerSees } = setup()
    const result = await seller.updatePost(http, FX.posts.jp, [
      P.liveSauce,
      P.liveIkura,
      P.liveShopOnly,
    ])
    if (!result.ok) throw new Error(`update failed: ${result.kind}`)
    expect(result.data.products.map((p) => [p.id, p.pivot.order, p.status])).toEqual([
      [P.liveSauce, 1, 'selling'],
      [P.liveIkura, 2, 'selling'],
      [P.liveShopOnly, 3, 'selling'],
    ])
    expect(await buyerSees(FX.stores.liveJp, FX.posts.jp)).toEqual([
      P.liveSauce,
      P.liveIkura,
      P.liveShopOnly,
    ])
    expect((await seller.getPost(http, FX.posts.jp)).products.map((p) => p.id)).toEqual([
      4002, 4001, 4006,
    ])
    expect(reports).toEqual([])
  })

  it('removes one product, keeping the others in order', async () => {
    const { http, buyerSees } = setup()
    const result = await seller.removePostProduct(http, FX.posts.jp, P.liveSauce)
    expect(result.ok && result.data.products.map((p) => p.id)).toEqual([
      4001, 4003, 4004, 4005, 4008,
    ])
    expect(await buyerSees(FX.stores.liveJp, FX.posts.jp)).toEqual([4001, 4003, 4004, 4005, 4008])
    // A second click (or a retry after a lost answer) changes nothing.
    const again = await seller.removePostProduct(http, FX.posts.jp, P.liveSauce)
    expect(again.ok && again.data.products.map((p) => p.id)).toEqual([4001, 4003, 4004, 4005, 4008])
    // Put back, it is on sale again, last.
    const back = await seller.updatePost(http, FX.posts.jp, [
      4001,
      4003,
      4004,
      4005,
      4008,
      P.liveSauce,
    ])
    expect(back.ok && back.data.products.at(-1)).toMatchObject({
      id: P.liveSauce,
      status: 'selling',
      pivot: { order: 6 },
    })
  })

  it('refuses an oversold product: NEGATIVE_STOCK_EXCEPTION, and the post stays as it was', async () => {
    const { http, buyerSees } = setup()
    const result = await seller.updatePost(http, FX.posts.jp, [P.liveIkura, P.liveOversold])
    expect(!result.ok && result.kind === 'http' && result.error.code).toBe(
      'NEGATIVE_STOCK_EXCEPTION',
    )
    expect(await buyerSees(FX.stores.liveJp, FX.posts.jp)).toEqual([
      4001, 4002, 4003, 4004, 4005, 4008,
    ])
  })

  it('refuses another store’s product: VALIDATION_EXCEPTION naming its position', async () => {
    const { http } = setup()
    const result = await seller.updatePost(http, FX.posts.jp, [P.liveIkura, P.multiSku])
    if (result.ok || result.kind !== 'http') throw new Error('expected an HTTP failure')
    expect(result.status).toBe(422)
    expect(result.error).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { 'product_ids.1': [expect.any(String)] },
    })
    expect(reports).toEqual([])
  })

  it('refuses a store with no payment or shipping set up: STORE_PAYMENT_SHIPPING_UNSET', async () => {
    const { http } = setup(FX.tokens.sessionSellerUnset)
    const result = await seller.updatePost(http, FX.posts.unset, [P.unsetProduct])
    expect(!result.ok && result.kind === 'http' && result.error.code).toBe(
      'STORE_PAYMENT_SHIPPING_UNSET',
    )
  })

  it('never sends a list naming a product twice', async () => {
    const { http, requestsSent } = setup()
    const result = await seller.updatePost(http, FX.posts.jp, [P.liveIkura, P.liveIkura])
    expect(result).toMatchObject({ ok: false, kind: 'invalid-input' })
    expect(requestsSent()).toBe(0)
  })

  it('answers a malformed body 422 with the offending fields', async () => {
    const { raw } = setup()
    const path = `/api/v1/17shop/posts/${FX.posts.jp}`
    const wrongType = await raw(path, {
      method: 'PUT',
      token: SELLER,
      body: JSON.stringify({ product_ids: 'all' }),
    })
    expect(wrongType.status).toBe(422)
    expect(await wrongType.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { product_ids: [expect.any(String)] },
    })
    const notJson = await raw(path, { method: 'PUT', token: SELLER, body: '{"product_ids": [' })
    expect(await notJson.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { body: ['Malformed JSON.'] },
    })
  })
})

describe('creating a post', () => {
  it('creates it with its products in order, and buyers can open it', async () => {
    const { http, buyerSees } = setup()
    const result = await seller.createPost(http, FX.stores.liveJp, newPost())
    if (!result.ok) throw new Error(`create failed: ${result.kind}`)
    expect(result.status).toBe(201)
    expect(result.data).toMatchObject({ store_id: FX.stores.liveJp, title: '週末のお片付けライブ' })
    expect(await buyerSees(FX.stores.liveJp, result.data.id)).toEqual([P.liveShopOnly, P.liveSauce])
    expect(reports).toEqual([])
  })

  it('refuses another store’s channel, and a store not set up for selling', async () => {
    const { http, sandbox, client } = setup()
    const foreign = await seller.createPost(http, FX.stores.liveJp, newPost({ channel_ids: [603] }))
    expect(!foreign.ok && foreign.kind === 'http' && foreign.error).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { 'channel_ids.0': [expect.any(String)] },
    })
    const unset = client(FX.tokens.sessionSellerUnset).http
    const result = await seller.createPost(
      unset,
      FX.stores.unset,
      newPost({ channel_ids: [], product_ids: [P.unsetProduct] }),
    )
    expect(!result.ok && result.kind === 'http' && result.error.code).toBe(
      'STORE_PAYMENT_SHIPPING_UNSET',
    )
    expect([...sandbox.db.posts.keys()]).toHaveLength(4)
  })
})

describe('streams', () => {
  it('shows the seller’s stream and binds another of their posts to it', async () => {
    const { http } = setup()
    const stream = await seller.getStream(http, FX.streams.jp)
    expect(stream.ok && stream.data).toEqual({ id: FX.streams.jp, post_id: FX.posts.jp })
    const created = await seller.createPost(http, FX.stores.liveJp, newPost())
    if (!created.ok) throw new Error('create failed')
    const bound = await seller.bindStream(http, FX.streams.jp, created.data.id)
    expect(bound.ok && bound.data.post_id).toBe(created.data.id)
    const after = await seller.getStream(http, FX.streams.jp)
    expect(after.ok && after.data.post_id).toBe(created.data.id)
    expect(reports).toEqual([])
  })

  it('gives a stream with no post yet its first post: created empty, bound, then read back', async () => {
    const { http } = setup()
    const before = await seller.getStream(http, FX.streams.jpNoPost)
    expect(before.ok && before.data).toEqual({ id: FX.streams.jpNoPost, post_id: null })
    const created = await seller.createPost(
      http,
      FX.stores.liveJp,
      newPost({ product_ids: [], channel_ids: [601, 602] }),
    )
    if (!created.ok) throw new Error('create failed')
    expect(created.data.products).toEqual([])
    const bound = await seller.bindStream(http, FX.streams.jpNoPost, created.data.id)
    expect(bound.ok && bound.data).toEqual({ id: FX.streams.jpNoPost, post_id: created.data.id })
    const after = await seller.getStream(http, FX.streams.jpNoPost)
    expect(after.ok && after.data.post_id).toBe(created.data.id)
    // The other stream keeps its own post.
    const jp = await seller.getStream(http, FX.streams.jp)
    expect(jp.ok && jp.data.post_id).toBe(FX.posts.jp)
    expect(reports).toEqual([])
  })

  it('refuses a liver off the allow-list and another liver’s stream, typed', async () => {
    const { http } = setup()
    const blocked = await seller.getStream(http, FX.streams.blocked)
    expect(!blocked.ok && blocked.kind === 'http' && blocked.error.code).toBe(
      'LIVER_NOT_IN_WHITELIST',
    )
    const taiwan = await seller.getStream(http, FX.streams.tw)
    expect(!taiwan.ok && taiwan.kind === 'http' && taiwan.error.code).toBe(
      'UNAUTHORIZED_ACCESS_TO_STREAM',
    )
    const bind = await seller.bindStream(http, FX.streams.enterprise, FX.posts.jp)
    expect(!bind.ok && bind.kind === 'http' && bind.error.code).toBe(
      'UNAUTHORIZED_ACCESS_TO_STREAM',
    )
    expect(reports).toEqual([])
  })

  it('binds only the seller’s own posts: another liver’s post is a 422 on post_id', async () => {
    const { http } = setup()
    const result = await seller.bindStream(http, FX.streams.jp, FX.posts.tw)
    expect(!result.ok && result.kind === 'http' && result.error).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { post_id: [expect.any(String)] },
    })
    const stream = await seller.getStream(http, FX.streams.jp)
    expect(stream.ok && stream.data.post_id).toBe(FX.posts.jp)
    expect(reports).toEqual([])
  })

  it('lets a Taiwan seller (logged in by the seller login) use their own stream only', async () => {
    const { sandbox, client } = setup()
    const session = issueSellerSession(sandbox.db, FX.livers.tw)
    const { http } = client(session.token)
    const own = await seller.getStream(http, FX.streams.tw)
    expect(own.ok && own.data.post_id).toBe(FX.posts.tw)
    const other = await seller.getStream(http, FX.streams.jp)
    expect(!other.ok && other.kind === 'http' && other.error.code).toBe(
      'UNAUTHORIZED_ACCESS_TO_STREAM',
    )
  })
})
