import { describe, expect, it } from 'vitest'
import { createSandbox, sandboxOptionsFromEnv } from '../../../sandbox/app'
import { createDb, type Db } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import { addScale, scaleFromEnv, scaleOf } from '../../../sandbox/db/seed/scale'
import { SkuTable } from '../../../sandbox/db/sku-table'
import { skusOf } from '../../../sandbox/db/rules/sku-state'
import type { SkuRow } from '../../../sandbox/db/types/catalog'

const S = 'http://sandbox.test'
const SELLER = { authorization: `Bearer ${FX.tokens.sessionSellerJp}` }
const BUYER = { authorization: `Bearer ${FX.tokens.sessionBuyerJp}` }
const STORE = FX.stores.liveJp

/** What the SKU table held before it was indexed: every row scanned. */
const scanned = (db: Db, productId: number) =>
  [...Map.prototype.values.call(db.skus)]
    .filter((sku: SkuRow) => sku.product_id === productId)
    .sort((a: SkuRow, b: SkuRow) => a.id - b.id)

async function json(sandbox: ReturnType<typeof createSandbox>, path: string, init?: RequestInit) {
  const answer = await sandbox.fetch(`${S}${path}`, init)
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

const sellerList = (sandbox: ReturnType<typeof createSandbox>) =>
  json(sandbox, `/api/v1/17shop/seller/stores/${STORE}/products?all=1`, { headers: SELLER })

describe('the SKU index', () => {
  it('gives each fixture product the SKUs a scan of the table gives, in id order', () => {
    const db = createDb()
    for (const product of db.products.values())
      expect(skusOf(db, product.id), `product ${product.id}`).toEqual(scanned(db, product.id))
  })

  it('follows rows added, replaced, moved, deleted and cleared', () => {
    const table = new SkuTable()
    const row = (id: number, product_id: number) => ({ id, product_id }) as SkuRow
    table.set(3, row(3, 1)).set(1, row(1, 1)).set(2, row(2, 2))
    expect(table.ofProduct(1).map((s) => s.id)).toEqual([1, 3])
    const replaced = row(3, 1)
    table.set(3, replaced)
    expect(table.ofProduct(1)[1]).toBe(replaced)
    table.set(1, row(1, 2))
    expect(table.ofProduct(1).map((s) => s.id)).toEqual([3])
    expect(table.ofProduct(2).map((s) => s.id)).toEqual([1, 2])
    table.delete(2)
    expect(table.ofProduct(2).map((s) => s.id)).toEqual([1])
    table.clear()
    expect(table.ofProduct(1)).toEqual([])
    expect(table.ofProduct(2)).toEqual([])
  })

  it('stays right across a reset', () => {
    const db = createDb()
    const before = skusOf(db, FX.products.multiSku).map((s) => s.id)
    db.reset()
    expect(skusOf(db, FX.products.multiSku).map((s) => s.id)).toEqual(before)
  })

  it('answers the seller list without scanning every SKU for each product', async () => {
    const sandbox = createSandbox()
    addScale(sandbox.db, { ...scaleOf(0), products: 300 })
    let scans = 0
    const values = sandbox.db.skus.values.bind(sandbox.db.skus)
    sandbox.db.skus.values = () => {
      scans++
      return values()
    }
    const { status, body } = await sellerList(sandbox)
    expect(status).toBe(200)
    expect((body.data as unknown[]).length).toBeGreaterThan(300)
    expect(scans).toBe(0)
  })
})

describe('a big store (SANDBOX_SCALE, POST /__sandbox/scale)', () => {
  it('leaves the fixtures as they are without a scale', async () => {
    const plain = createSandbox()
    const fromEnv = createSandbox(sandboxOptionsFromEnv({}))
    expect((await sellerList(fromEnv)).body).toEqual((await sellerList(plain)).body)
  })

  it('adds N products, a post of N more, N cart lines, N messages and N orders', async () => {
    const sandbox = createSandbox()
    const products = ((await sellerList(sandbox)).body.data as unknown[]).length
    const posted = await json(sandbox, `/api/v1/17shop/posts/${FX.posts.jp}`, { headers: SELLER })
    const postProducts = ((posted.body.data as { products: unknown[] }).products ?? []).length
    const answer = await json(sandbox, '/__sandbox/scale', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 40 }),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.store).toMatchObject({
      products: products + 80,
      cart_lines: 40,
      messages: 42,
    })

    expect(((await sellerList(sandbox)).body.data as unknown[]).length).toBe(products + 80)
    const post = await json(sandbox, `/api/v1/17shop/posts/${FX.posts.jp}`, { headers: SELLER })
    const shown = (post.body.data as { products: Array<{ pivot: { order: number } }> }).products
    expect(shown.length).toBe(postProducts + 40)
    expect(shown.map((p) => p.pivot.order)).toEqual(shown.map((_, i) => i + 1))
    const cart = await json(sandbox, `/api/v1/17shop/stores/${STORE}/carts`, { headers: BUYER })
    expect((cart.body.data as { items: unknown[] }).items.length).toBe(40)
    const thread = await json(
      sandbox,
      `/api/v1/17shop/orders/${FX.orders.buyerJpDelivering}/messages?role=buyer&all`,
      { headers: BUYER },
    )
    expect((thread.body.data as unknown[]).length).toBe(42)
    const orders = await json(sandbox, '/api/v1/17shop/orders', { headers: BUYER })
    expect((orders.body.meta as { total: number }).total).toBeGreaterThanOrEqual(40)

    // A reset is back to the fixtures.
    await sandbox.fetch(`${S}/__sandbox/reset`, { method: 'POST' })
    expect(((await sellerList(sandbox)).body.data as unknown[]).length).toBe(products)
  })

  it('keeps its scale on every reset when served with SANDBOX_SCALE', async () => {
    const sandbox = createSandbox(sandboxOptionsFromEnv({ SANDBOX_SCALE: 'products=25' }))
    const count = async () => ((await sellerList(sandbox)).body.data as unknown[]).length
    const first = await count()
    await sandbox.fetch(`${S}/__sandbox/reset`, { method: 'POST' })
    expect(await count()).toBe(first)
    expect(first).toBe(((await sellerList(createSandbox())).body.data as unknown[]).length + 25)
  })

  it('reads SANDBOX_SCALE as a count or as parts, and refuses anything else', () => {
    expect(scaleFromEnv(undefined)).toBeUndefined()
    expect(scaleFromEnv(' ')).toBeUndefined()
    expect(scaleFromEnv('2000')).toEqual(scaleOf(2000))
    expect(scaleFromEnv('products=10, messages=3')).toEqual({
      ...scaleOf(0),
      products: 10,
      messages: 3,
    })
    expect(() => scaleFromEnv('product=10')).toThrow(/not one of/)
    expect(() => scaleFromEnv('-1')).toThrow(/whole number/)
    expect(() => scaleFromEnv('orders=1e9')).toThrow(/whole number/)
  })

  it('refuses a control body it cannot read, naming the field', async () => {
    const sandbox = createSandbox()
    const answer = await json(sandbox, '/__sandbox/scale', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 10, lines: 3 }),
    })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.data as object)).toContain('lines')
  })

  it('answers post edits the same way on a big post', async () => {
    const sandbox = createSandbox()
    addScale(sandbox.db, { ...scaleOf(0), postProducts: 50 })
    const read = async () =>
      (
        (await json(sandbox, `/api/v1/17shop/posts/${FX.posts.jp}`, { headers: SELLER })).body
          .data as { products: Array<{ id: number }> }
      ).products.map((p) => p.id)
    const ids = await read()
    const kept = ids.filter((_, i) => i % 2 === 0).reverse()
    const saved = await json(sandbox, `/api/v1/17shop/posts/${FX.posts.jp}`, {
      method: 'PUT',
      headers: { ...SELLER, 'content-type': 'application/json' },
      body: JSON.stringify({ product_ids: kept }),
    })
    expect(saved.status).toBe(200)
    expect(await read()).toEqual(kept)
    // Taken off, then put back: fresh at the end, as before.
    const back = [...kept, ids[1]!]
    await sandbox.fetch(`${S}/api/v1/17shop/posts/${FX.posts.jp}`, {
      method: 'PUT',
      headers: { ...SELLER, 'content-type': 'application/json' },
      body: JSON.stringify({ product_ids: back }),
    })
    expect(await read()).toEqual(back)
  })
})
