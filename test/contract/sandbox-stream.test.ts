import { afterEach, describe, expect, it, vi } from 'vitest'
import * as live from '../../src/api/live-shop-v1/catalog'
import { FX } from '../../sandbox/db/fixtures'
import { captureReports, catalogSandbox } from './catalog-harness'

const reports = captureReports()
const P = FX.products

function streamSandbox() {
  const harness = catalogSandbox()
  const { http } = harness.client(FX.tokens.sessionBuyerJp)
  const move = (body: unknown) =>
    harness.raw('/__sandbox/stream', { method: 'POST', body: JSON.stringify(body) })
  const post = () => live.getLivePost(http, FX.stores.liveJp, FX.posts.jp)
  const shown = async () =>
    (await post()).products.map((p) => [p.id, p.status, p.salable_status] as const)
  return { ...harness, http, move, post, shown }
}

afterEach(() => {
  vi.useRealTimers()
  expect(reports).toEqual([])
})

describe('POST /__sandbox/stream', () => {
  it('adds a product in its place and removes one, as the buyer reads the post', async () => {
    const { move, post } = streamSandbox()
    expect(
      (await move({ moves: [{ do: 'add', product: P.liveShopOnly, position: 2 }] })).status,
    ).toBe(200)
    expect((await post()).products.map((p) => [p.id, p.pivot.order])).toEqual([
      [4001, 1],
      [4006, 2],
      [4002, 3],
      [4003, 4],
      [4004, 5],
      [4005, 6],
      [4008, 7],
    ])
    await move({ moves: [{ do: 'remove', product: P.liveSauce }] })
    expect((await post()).products.map((p) => p.id)).toEqual([4001, 4006, 4003, 4004, 4005, 4008])
  })

  it('sells out a product, which the post then marks sold, and restocks it', async () => {
    const { move, shown, http } = streamSandbox()
    await move({ moves: [{ do: 'sellOut', product: P.liveSauce }] })
    expect((await shown())[1]).toEqual([4002, 'sold', 'sold_out'])
    expect((await live.getProduct(http, P.liveSauce)).available_quantity).toBe(0)
    await move({ moves: [{ do: 'restock', product: P.liveSauce, stock: 3 }] })
    expect((await shown())[1]).toEqual([4002, 'selling', 'on_sell'])
  })

  it('sells out one SKU and leaves the product on sale while another has stock', async () => {
    const { move, shown, http } = streamSandbox()
    await move({ moves: [{ do: 'sellOut', product: P.liveIkura, sku: FX.skus.ikura250 }] })
    expect((await shown())[0]).toEqual([4001, 'selling', 'on_sell'])
    const skus = (await live.getProduct(http, P.liveIkura)).skus
    expect(skus.map((sku) => [sku.id, sku.available_quantity])).toEqual([
      [FX.skus.ikura250, 0],
      [FX.skus.ikura500, 20],
    ])
  })

  it('closes a sale and opens it again, and starts selling a product announced in the stream', async () => {
    const { move, shown } = streamSandbox()
    await move({ moves: [{ do: 'closeSale', product: P.liveSauce }] })
    expect((await shown())[1]).toEqual([4002, 'selling', 'end_sell'])
    await move({ moves: [{ do: 'openSale', product: P.liveSauce }] })
    expect((await shown())[1]).toEqual([4002, 'selling', 'on_sell'])
    await move({ moves: [{ do: 'openSale', product: P.livePostInit }] })
    expect((await shown()).at(-1)).toEqual([4008, 'selling', 'on_sell'])
  })

  it('makes moves on a schedule, lists those to come, and calls them off on a reset', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { move, shown, raw } = streamSandbox()
    const answer = await move({
      moves: [
        { do: 'add', product: P.liveShopOnly, afterMs: 1_000 },
        { do: 'sellOut', product: P.liveSauce, afterMs: 2_000 },
      ],
    })
    const body = (await answer.json()) as { scheduled: Array<{ do: string; due_at: string }> }
    expect(body.scheduled.map((entry) => entry.do)).toEqual(['add', 'sellOut'])
    expect((await shown()).map(([id]) => id)).not.toContain(4006)
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await shown()).map(([id]) => id)).toContain(4006)
    expect((await shown())[1]).toEqual([4002, 'selling', 'on_sell'])
    const left = (await (await raw('/__sandbox/stream')).json()) as { scheduled: unknown[] }
    expect(left.scheduled).toHaveLength(1)
    await raw('/__sandbox/reset', { method: 'POST' })
    await vi.advanceTimersByTimeAsync(2_000)
    expect((await shown())[1]).toEqual([4002, 'selling', 'on_sell'])
  })

  it("refuses another store's product, an unknown post and a move it does not know, naming them", async () => {
    const { move, shown } = streamSandbox()
    const before = await shown()
    expect((await move({ moves: [{ do: 'add', product: P.twTea }] })).status).toBe(404)
    expect(
      (await move({ post: 999, moves: [{ do: 'remove', product: P.liveSauce }] })).status,
    ).toBe(404)
    const odd = await move({ moves: [{ do: 'teleport', product: P.liveSauce }] })
    expect(odd.status).toBe(422)
    expect(await shown()).toEqual(before)
  })
})
