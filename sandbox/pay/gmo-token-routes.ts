/**
 * The fake GMO's token endpoint (what gmo-token.js posts the card to) and the script itself.
 * Input errors answer GMO's own result codes, checked in GMO's order, so the app's card form can
 * be tested against them: 100-102 card number, 110-113 expiry (YYMM or YYYYMM), 121-122 security
 * code, 131-132 holder name, 141-142 token count, 160 no shop id (init not called), 180 a shop id
 * no store has. Tokens are issued with gmo-tokens.ts, so the API knows which test card each is.
 */
import { Hono } from 'hono'
import type { Db } from '../db/db'
import { GMO_TOKEN_SCRIPT } from './gmo-token-script'
import { issue, maskCardNumber } from './gmo-tokens'

type Input = Record<string, unknown>

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** GMO's checks in order: the first failing one names the result code. */
function firstError(db: Db, input: Input): string | null {
  const shopId = text(input.shopId)
  const cardno = text(input.cardno)
  const expire = text(input.expire)
  const code = text(input.securitycode)
  const holder = text(input.holdername)
  const count = text(input.tokennumber)
  const shops = [...db.paymentSettings.values()]
    .filter((row) => row.type === 'gmo_credit')
    .map((row) => row.shop_id)
  const checks: Array<[boolean, string]> = [
    [cardno === '', '100'],
    [!/^\d+$/.test(cardno), '101'],
    [cardno.length < 10 || cardno.length > 16, '102'],
    [expire === '', '110'],
    [!/^\d+$/.test(expire), '111'],
    [expire.length !== 4 && expire.length !== 6, '112'],
    [Number(expire.slice(-2)) < 1 || Number(expire.slice(-2)) > 12, '113'],
    [code !== '' && !/^\d+$/.test(code), '121'],
    [code !== '' && (code.length < 3 || code.length > 4), '122'],
    [!/^[A-Za-z0-9 ,./-]*$/.test(holder), '131'],
    [holder.length > 50, '132'],
    [count !== '' && !/^\d+$/.test(count), '141'],
    [count !== '' && (Number(count) < 1 || Number(count) > 10), '142'],
    [shopId === '', '160'],
    [!shops.includes(shopId), '180'],
  ]
  return checks.find(([failed]) => failed)?.[1] ?? null
}

export function gmoTokenRoutes(db: Db) {
  return new Hono()
    .get('/gmo-token.js', (c) =>
      c.body(GMO_TOKEN_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
    )
    .post('/gmo-token', async (c) => {
      const input: unknown = await c.req.json().catch(() => null)
      const fields: Input = typeof input === 'object' && input !== null ? (input as Input) : {}
      // Like GMO, an answer for every input: errors are result codes, never HTTP failures.
      const error = firstError(db, fields)
      if (error) return c.json({ resultCode: error })
      const cardNumber = text(fields.cardno)
      const short = text(fields.expire)
      const expire = short.length === 4 ? `20${short}` : short
      const count = Number(text(fields.tokennumber) || '1')
      const tokens = Array.from({ length: count }, () => issue(db, { cardNumber, expire }).token)
      return c.json({
        resultCode: '000',
        tokenObject: {
          token: tokens,
          // The card's expiry as YYYYMM: what the shop's save-card call takes (credit-card-save.ts).
          toBeExpiredAt: expire,
          maskedCardNo: maskCardNumber(cardNumber),
          isSecurityCodeSet: text(fields.securitycode) !== '',
        },
      })
    })
}
