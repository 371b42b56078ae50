import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { resolve } from '../../sandbox/pay/gmo-tokens'
import { cardExpiry } from '../support/clock'
import { BASE, paySandbox, type TokenResult } from './pay-harness'

interface Multipayment {
  init(shopId: string): void
  getToken(
    card: Record<string, string | number>,
    callback: ((result: TokenResult) => void) | string,
  ): void
}

/** Loads the served script into a bare page-like global, as a browser would from a script tag. */
async function loadScript(
  harness: ReturnType<typeof paySandbox>,
  fetch: typeof globalThis.fetch = harness.sandbox.fetch,
) {
  const src = `${BASE}/__sandbox/pay/gmo-token.js`
  const served = await harness.sandbox.fetch(src)
  expect(served.headers.get('content-type')).toContain('javascript')
  const page: Record<string, unknown> = {
    document: { currentScript: { src } },
    location: { href: `${BASE}/checkout` },
    fetch,
    URL,
  }
  page.window = page
  vm.runInNewContext(await served.text(), page)
  const multipayment = page.Multipayment as Multipayment
  const getToken = (card: Record<string, string | number>) =>
    new Promise<TokenResult>((done) => multipayment.getToken(card, done))
  return { page, multipayment, getToken }
}

const expiry = cardExpiry()
const visa = {
  cardno: FX.cardNumbers.gmo3ds,
  expire: expiry.yymm,
  securitycode: '123',
  holdername: 'HANAKO SATO',
}

describe('the fake GMO token script', () => {
  it("init then getToken calls back with GMO's shape, and the token stands for the card it was given", async () => {
    const harness = paySandbox()
    const { multipayment, getToken } = await loadScript(harness)
    multipayment.init('tshop00070101')
    const result = await getToken(visa)
    expect(result).toEqual({
      resultCode: '000',
      tokenObject: {
        token: [expect.any(String)],
        toBeExpiredAt: expiry.yyyymm,
        maskedCardNo: '400000******3220',
        isSecurityCodeSet: true,
      },
    })
    const token = result.tokenObject?.token[0] ?? ''
    expect(resolve(harness.db, token)).toMatchObject({
      card_number: FX.cardNumbers.gmo3ds,
      expire: expiry.yyyymm,
    })
  })

  it('takes a global callback name like GMO, issues `tokennumber` tokens, and marks a missing security code', async () => {
    const harness = paySandbox()
    const { page, multipayment } = await loadScript(harness)
    multipayment.init('tshop00070201')
    const result = await new Promise<TokenResult>((done) => {
      page.onToken = done
      multipayment.getToken(
        { cardno: FX.cardNumbers.gmoPays, expire: expiry.yyyymm, tokennumber: 2 },
        'onToken',
      )
    })
    expect(result.resultCode).toBe('000')
    expect(new Set(result.tokenObject?.token).size).toBe(2)
    expect(result.tokenObject?.isSecurityCodeSet).toBe(false)
  })

  it.each([
    ['100', { ...visa, cardno: '' }],
    ['101', { ...visa, cardno: '4111-1111' }],
    ['102', { ...visa, cardno: '411111111' }],
    ['110', { ...visa, expire: '' }],
    ['112', { ...visa, expire: '29120' }],
    ['113', { ...visa, expire: '2913' }],
    ['121', { ...visa, securitycode: '12a' }],
    ['122', { ...visa, securitycode: '12' }],
    ['131', { ...visa, holdername: 'サトウ' }],
    ['142', { ...visa, tokennumber: 11 }],
  ])('answers result code %s for a bad input, and issues nothing', async (code, card) => {
    const harness = paySandbox()
    const { multipayment, getToken } = await loadScript(harness)
    multipayment.init('tshop00070101')
    expect(await getToken(card)).toEqual({ resultCode: code })
    expect(harness.db.cardTokens.size).toBe(0)
  })

  it('160 before init, 180 for a shop id no store has, 901 when the fake GMO cannot be reached', async () => {
    const harness = paySandbox()
    const { multipayment, getToken } = await loadScript(harness)
    expect(await getToken(visa)).toEqual({ resultCode: '160' })
    multipayment.init('tshop99999999')
    expect(await getToken(visa)).toEqual({ resultCode: '180' })
    const offline = await loadScript(harness, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    offline.multipayment.init('tshop00070101')
    expect(await offline.getToken(visa)).toEqual({ resultCode: '901' })
  })

  it('a token is no longer accepted 30 minutes after issue', async () => {
    const harness = paySandbox()
    const { tokenObject } = await harness.tokenise(visa)
    const row = harness.db.cardTokens.get(tokenObject?.token[0] ?? '')
    if (!row) throw new Error('no token issued')
    expect(resolve(harness.db, row.token)).toBeDefined()
    row.created_at = new Date(Date.now() - 30 * 60_000 - 1000).toISOString()
    expect(resolve(harness.db, row.token)).toBeUndefined()
  })
})
