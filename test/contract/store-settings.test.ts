import { describe, expect, it } from 'vitest'
import * as v1 from '../../src/api/live-shop-v1/store-settings'
import * as v2 from '../../src/api/marketplace-v2/store-settings'
import { FX } from '../../sandbox/db/fixtures'
import { captureReports, catalogSandbox, failureOf } from './catalog-harness'

const reports = captureReports()

/** Both APIs serve the same settings; the live shop needs its session. */
const apis = [
  { name: 'marketplace v2', api: v2, store: FX.stores.sakura, prefix: '/api/v2', token: undefined },
  {
    name: 'live shop v1',
    api: v1,
    store: FX.stores.liveJp,
    prefix: '/api/v1/17shop',
    token: FX.tokens.sessionBuyerJp,
  },
] as const

describe.each(apis)('$name store settings', ({ api, store, prefix, token }) => {
  const setup = () => {
    const world = catalogSandbox()
    return { ...world, http: world.client(token).http }
  }

  it('lists every payment setting, with the GMO shop id, and every shipping setting', async () => {
    const { http } = setup()
    const payments = await api.listPaymentSettings(http, store)
    expect(payments.map((row) => row.type)).toEqual([
      'gmo_credit',
      'gmo_cvs',
      'gmo_paypay',
      'custom_cod',
    ])
    expect(payments[0]?.info?.shop_id).toBe(`tshop0007${String(store).padStart(4, '0')}`)
    const shipping = await api.listShippingSettings(http, store)
    expect(shipping.map((row) => row.type)).toEqual(
      store === FX.stores.sakura
        ? ['custom', 'custom_cod', 'self_pick_up']
        : ['custom', 'custom_cod'],
    )
    expect(shipping[0]?.region_fees[0]?.level_one_codes).toContain('47')
    expect(reports).toEqual([])
  })

  it('gives the GMO shop and the commercial-law page; a store without them is a 404', async () => {
    const { http } = setup()
    expect(await api.getGmoCredit(http, store)).toBe(`tshop0007${String(store).padStart(4, '0')}`)
    expect(await api.getCommercialLaw(http, store)).toMatchObject({
      store_name: expect.any(String),
    })
    expect(await failureOf(api.getGmoCredit(http, FX.stores.liveTw))).toMatchObject({ status: 404 })
    expect(await failureOf(api.getCommercialLaw(http, FX.stores.unset))).toMatchObject({
      status: 404,
    })
    expect(reports).toEqual([])
  })

  it('looks up a JP postcode; an unknown one is the string meaning none', async () => {
    const { http } = setup()
    expect(await api.lookupJpZip(http, FX.postcodes.tokyo)).toEqual({
      level_one: '東京都',
      level_two: '千代田区',
      level_three: '千代田',
      level_one_code: '13',
    })
    expect(await api.lookupJpZip(http, FX.postcodes.unknown)).toBeNull()
    expect(reports).toEqual([])
  })

  it('never sends a postcode that is not seven digits; the server answers one 422', async () => {
    const { http, raw, requestsSent } = setup()
    expect(await failureOf(api.lookupJpZip(http, '100-0001'))).toMatchObject({
      kind: 'invalid-input',
    })
    expect(requestsSent()).toBe(0)
    const answer = await raw(`${prefix}/jp-zip?zipcode=abc`, token === undefined ? {} : { token })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { zipcode: [expect.any(String)] },
    })
  })
})

describe('the APIs differ in who may ask', () => {
  it('the marketplace answers anyone', async () => {
    const { http } = catalogSandbox().client()
    expect(await v2.getGmoCredit(http, FX.stores.kumo)).toBe('tshop00070102')
  })

  it('the live shop needs its session', async () => {
    const { http } = catalogSandbox().client()
    expect(await failureOf(v1.listPaymentSettings(http, FX.stores.liveJp))).toMatchObject({
      status: 401,
    })
  })

  it('Taiwan home delivery is listed for a Taiwan store only', async () => {
    const { http } = catalogSandbox().client(FX.tokens.sessionBuyerTw)
    expect(await v1.listTwShippingSettings(http, FX.stores.liveTw)).toMatchObject([
      {
        id: 2021,
        type: 'tw_home-delivery',
        fee_type: 'condition',
        fee: 100,
        free_shipping_threshold: 1000,
      },
    ])
    expect(await v1.listTwShippingSettings(http, FX.stores.liveJp)).toEqual([])
    expect(reports).toEqual([])
  })
})
