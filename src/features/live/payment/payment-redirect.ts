/**
 * Where a payment may send the browser off the site (design 8): https pages of the payment
 * providers on this list, or the sandbox's fake provider pages on this very origin.
 */
export const PAYMENT_HOSTS: readonly string[] = [
  // GMO Payment Gateway's link-type pages, which carry PayPay and 3-D Secure (live and test).
  'link.mul-pay.jp',
  'stg.link.mul-pay.jp',
  // PayPay's own pages, where GMO hands over.
  'www.paypay.ne.jp',
  'paypay.ne.jp',
]

const SANDBOX_PAY_PATH = '/__sandbox/pay/'

/** Whether `target` is a page a payment may leave for; `origin` is this app's own. */
export function isAllowedPaymentUrl(target: string, origin: string): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === origin) return url.pathname.startsWith(SANDBOX_PAY_PATH)
  return url.protocol === 'https:' && PAYMENT_HOSTS.includes(url.hostname)
}
