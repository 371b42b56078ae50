import { describe, expect, it } from 'vitest'
import { isAllowedPaymentRedirect, PAYMENT_HOSTS } from '../../../machines/payment/payment-redirect'
import { paypayStateOf } from '../../../src/features/payment/paypay-state'

const origin = 'http://127.0.0.1:4213'
/** The rule as a page applies it with the built-in list: the real providers, this origin. */
const isAllowedPaymentUrl = (url: string) => isAllowedPaymentRedirect(url, PAYMENT_HOSTS, origin)

describe('the payment redirect rule with the built-in hosts', () => {
  it("lets the browser go to the sandbox's payment pages on this origin", () => {
    expect(isAllowedPaymentUrl(`${origin}/__sandbox/pay/paypay/12`)).toBe(true)
  })

  it('lets it go to allow-listed payment hosts over https only', () => {
    expect(isAllowedPaymentUrl('https://link.mul-pay.jp/v2/plus/x')).toBe(true)
    expect(isAllowedPaymentUrl('http://link.mul-pay.jp/v2/plus/x')).toBe(false)
  })

  it('keeps it from anywhere else', () => {
    for (const url of [
      `${origin}/17shop/orders`,
      'https://evil.example/__sandbox/pay/paypay/1',
      'https://link.mul-pay.jp.evil.example/',
      'https://user:pw@link.mul-pay.jp/',
      'javascript:alert(1)',
      '/__sandbox/pay/paypay/1',
      'not a url',
    ]) {
      expect(isAllowedPaymentUrl(url), url).toBe(false)
    }
  })
})

describe('paypayStateOf', () => {
  const payment = (
    type: 'gmo_paypay' | 'gmo_credit',
    status: 'pending' | 'paid' | 'failed' | 'refunded',
  ) => ({
    type,
    status,
    paid_at: null,
    expire_at: null,
    updated_at: null,
    amount: 100,
    account: null,
    info: null,
  })

  it('offers PayPay for an unpaid PayPay order, again after a failed attempt', () => {
    expect(paypayStateOf({ status: 'unpaid', payment: payment('gmo_paypay', 'pending') })).toBe(
      'payable',
    )
    expect(paypayStateOf({ status: 'unpaid', payment: payment('gmo_paypay', 'failed') })).toBe(
      'payable',
    )
  })

  it('offers nothing for a paid, closed or other order', () => {
    expect(paypayStateOf({ status: 'undelivered', payment: payment('gmo_paypay', 'paid') })).toBe(
      'paid',
    )
    expect(paypayStateOf({ status: 'canceled', payment: payment('gmo_paypay', 'refunded') })).toBe(
      'closed',
    )
    expect(paypayStateOf({ status: 'unpaid', payment: payment('gmo_credit', 'pending') })).toBe(
      'not-paypay',
    )
    expect(paypayStateOf({ status: 'unpaid', payment: null })).toBe('not-paypay')
  })
})
