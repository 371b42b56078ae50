/**
 * Where a payment may send the browser (pay_redirect_url, form_url; docs/reliability.md#redirects):
 * an https page of a payment provider on the allow-list, or the sandbox's fake provider
 * pages on the app's own origin. Pure, so the payment machine's guard, the live shop's PayPay panel
 * and the tests share one rule.
 */

/** The providers' hosts (`host[:port]`) the browser may leave for. */
export const PAYMENT_HOSTS: readonly string[] = [
  // GMO Payment Gateway's link-type pages, which carry PayPay and 3-D Secure (live and test).
  'link.mul-pay.jp',
  'stg.link.mul-pay.jp',
  // PayPay's own pages, where GMO hands over.
  'www.paypay.ne.jp',
  'paypay.ne.jp',
  // PayUni's card verification pages (Taiwan; live and its sandbox).
  'api.payuni.com.tw',
  'sandbox-api.payuni.com.tw',
]

/** Where the sandbox serves its 3-D Secure, PayUni and PayPay pages (sandbox/pay). */
const SANDBOX_PAY_PATH = '/__sandbox/pay/'

/**
 * Whether `target` is a page a payment may send the browser to. `appOrigin` is the app's own
 * origin: there only the sandbox's provider pages qualify, over http too, since the browser
 * never leaves the site (a local preview is plain http).
 */
export function isAllowedPaymentRedirect(
  target: string,
  allowedHosts: readonly string[],
  appOrigin: string,
): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  // A URL with credentials (`https://pay.example@evil.example`) is refused outright.
  if (url.username !== '' || url.password !== '') return false
  const web = url.protocol === 'https:' || url.protocol === 'http:'
  if (web && url.origin === appOrigin) return url.pathname.startsWith(SANDBOX_PAY_PATH)
  return url.protocol === 'https:' && allowedHosts.includes(url.host)
}
