import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import {
  createTwAddress,
  deleteTwAddress,
  listTwAddresses,
} from '../../src/api/live-shop-v1/tw-addresses'
import { validationFields } from './accounts-support'
import { captureReports, catalogSandbox as walletSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const TW_STORE = FX.stores.liveTw
const taipei = {
  postcode: '110',
  city_country: '台北市',
  district: '信義區',
  detail: '市府路45號',
  buyer_name: '林小明',
  buyer_cellphone: '0987654321',
}

describe('Taiwan addresses (live shop v1, per store)', () => {
  it('lists the buyer’s, adds one with its full address, and deletes it', async () => {
    const { http } = walletSandbox().client(FX.tokens.sessionBuyerTw)
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([
      FX.twAddresses.buyerTw,
    ])
    const created = await createTwAddress(http, TW_STORE, taipei)
    expect(created).toEqual({
      id: created.id,
      postcode: '110',
      full_address: '台北市信義區市府路45號',
      buyer_name: '林小明',
      buyer_cellphone: '0987654321',
    })
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([
      FX.twAddresses.buyerTw,
      created.id,
    ])
    expect(await deleteTwAddress(http, TW_STORE, created.id)).toEqual({ success: true })
    expect((await listTwAddresses(http, TW_STORE)).map((row) => row.id)).toEqual([
      FX.twAddresses.buyerTw,
    ])
    expect(reports).toEqual([])
  })

  it('another buyer neither sees nor deletes them', async () => {
    const harness = walletSandbox()
    const stranger = harness.client(FX.tokens.sessionBuyerJp).http
    expect(await listTwAddresses(stranger, TW_STORE)).toEqual([])
    expect(
      await failureOf(deleteTwAddress(stranger, TW_STORE, FX.twAddresses.buyerTw)),
    ).toMatchObject({ status: 404 })
    expect(harness.sandbox.db.twAddresses.has(FX.twAddresses.buyerTw)).toBe(true)
  })

  it('a store that is not Taiwan’s has no Taiwan addresses (404)', async () => {
    const { http } = walletSandbox().client(FX.tokens.sessionBuyerTw)
    expect(await failureOf(listTwAddresses(http, FX.stores.liveJp))).toMatchObject({ status: 404 })
    expect(await failureOf(createTwAddress(http, FX.stores.liveJp, taipei))).toMatchObject({
      status: 404,
    })
    expect(
      await failureOf(deleteTwAddress(http, FX.stores.liveJp, FX.twAddresses.buyerTw)),
    ).toMatchObject({ status: 404 })
  })

  it('a missing field is refused before sending, and the sandbox names it in a 422', async () => {
    const harness = walletSandbox()
    const { http } = harness.client(FX.tokens.sessionBuyerTw)
    expect(
      await failureOf(createTwAddress(http, TW_STORE, { ...taipei, district: '' })),
    ).toMatchObject({ kind: 'invalid-input' })
    expect(harness.requestsSent()).toBe(0)
    const answer = await harness.raw(`/api/v1/17shop/tw/stores/${TW_STORE}/addresses`, {
      method: 'POST',
      token: FX.tokens.sessionBuyerTw,
      body: JSON.stringify({ ...taipei, district: '', buyer_cellphone: undefined }),
    })
    expect(await validationFields(answer)).toEqual(['buyer_cellphone', 'district'])
  })

  it('the client and the sandbox refuse the same postcode and mobile number', async () => {
    const harness = walletSandbox()
    const { http } = harness.client(FX.tokens.sessionBuyerTw)
    const bad = { ...taipei, postcode: '1100', buyer_cellphone: '0212345678' }
    expect(await failureOf(createTwAddress(http, TW_STORE, bad))).toMatchObject({
      kind: 'invalid-input',
    })
    expect(harness.requestsSent()).toBe(0)
    const answer = await harness.raw(`/api/v1/17shop/tw/stores/${TW_STORE}/addresses`, {
      method: 'POST',
      token: FX.tokens.sessionBuyerTw,
      body: JSON.stringify(bad),
    })
    expect(await validationFields(answer)).toEqual(['buyer_cellphone', 'postcode'])
  })

  it('needs a session', async () => {
    const { http } = walletSandbox().client()
    expect(await failureOf(listTwAddresses(http, TW_STORE))).toMatchObject({ status: 401 })
  })
})
