import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { isApiError } from '../../src/api/client/results'
import { createTwAddress, deleteTwAddress, listTwAddresses } from '../../src/api/live-shop-v1/tw-addresses'
import { captureReports, catalogSandbox as walletSandbox } from './catalog-harness'

const reports = captureReports()
const TW_STORE = FX.stores.liveTw
const statusOf = (error: unknown) => (isApiError(error) && error.failure.kind === 'http' ? error.failure.status : error)

const taipei = {
  postcode: '110', city_country: '台北市', district: '信義區', detail: '市府路45號', buyer_name: '林小明', buyer_cellphone: '0987654321',
}

describe('Taiwan addresses (live shop v1, per store)', () => {
  it('lists the buyer’s, adds one with its full address, and deletes it', async () => {
    const { http } = walletSandbox().client(FX.tokens.sessionBuyerTw)
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([FX.twAddresses.buyerTw])
    const created = await createTwAddress(http, TW_STORE, taipei)
    expect(created).toEqual({
      id: created.id, postcode: '110', full_address: '台北市信義區市府路45號', buyer_name: '林小明', buyer_cellphone: '0987654321',
    })
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([FX.twAddresses.buyerTw, created.id])
    expect(await deleteTwAddress(http, TW_STORE, created.id)).toEqual({ success: true })
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([FX.twAddresses.buyerTw])
    expect(reports).toEqual([])
  })

  it('another buyer neither sees nor deletes them', async () => {
    const harness = walletSandbox()
    const stranger = harness.client(FX.tokens.sessionBuyerJp).http
    expect(await listTwAddresses(stranger, TW_STORE)).toEqual([])
    expect(statusOf(await deleteTwAddress(stranger, TW_STORE, FX.twAddresses.buyerTw).catch((e: unknown) => e))).toBe(404)
    expect(harness.sandbox.db.twAddresses.has(FX.twAddresses.buyerTw)).toBe(true)
  })

  it('a store that is not Taiwan’s has no Taiwan addresses (404)', async () => {
    const { http } = walletSandbox().client(FX.tokens.sessionBuyerTw)
    expect(statusOf(await listTwAddresses(http, FX.stores.liveJp).catch((e: unknown) => e))).toBe(404)
    expect(statusOf(await createTwAddress(http, FX.stores.liveJp, taipei).catch((e: unknown) => e))).toBe(404)
    expect(statusOf(await deleteTwAddress(http, FX.stores.liveJp, FX.twAddresses.buyerTw).catch((e: unknown) => e))).toBe(404)
  })

  it('a missing field is refused before sending, and the sandbox names it in a 422', async () => {
    const harness = walletSandbox()
    const { http } = harness.client(FX.tokens.sessionBuyerTw)
    const failure = await createTwAddress(http, TW_STORE, { ...taipei, district: '' }).catch((e: unknown) => e)
    expect(isApiError(failure) && failure.failure.kind).toBe('invalid-input')
    expect(harness.requestsSent()).toBe(0)
    const answer = await harness.raw(`/api/v1/17shop/tw/stores/${TW_STORE}/addresses`, {
      method: 'POST', token: FX.tokens.sessionBuyerTw, body: JSON.stringify({ ...taipei, district: '', buyer_cellphone: undefined }),
    })
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as { code: string; data: Record<string, string[]> }
    expect(body.code).toBe('VALIDATION_EXCEPTION')
    expect(Object.keys(body.data).sort()).toEqual(['buyer_cellphone', 'district'])
  })

  it('needs a session', async () => {
    const { http } = walletSandbox().client()
    expect(statusOf(await listTwAddresses(http, TW_STORE).catch((e: unknown) => e))).toBe(401)
  })
})
