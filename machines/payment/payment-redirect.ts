/**
 * Where a payment may send the browser (pay_redirect_url, form_url; docs/reliability.md#redirects):
 * an https page of a payment provider on the allow-list, or the sandbox's fake provider
 * pages on the app's own origin. Pure, so the payment machine's and the fast checkout machine's
 * guards and the tests share one rule.
 */

/**
 * The providers' hosts (`host[:port]`) the browser may leave for when the configuration names
 * none (`VITE_PAYMENT_HOSTS`, README): GMO's link-type pages (3-D Secure, PayPay hand-over),
 * PayPay's own pages, and PayUni's payment pages, live and test.
 */
export const PAYMENT_HOSTS: readonly string[] = [
  'link.mul-pay.jp',
  'stg.link.mul-pay.jp',
  'www.paypay.ne.jp',
  'paypay.ne.jp',
  'api.payuni.com.tw',
  'sandbox-api.payuni.com.tw',
]

/**
 * The allow-list from a comma-separated setting (`link.mul-pay.jp, paypay.ne.jp`): each entry a
 * bare `host[:port]`; anything else (a scheme, a path, a space inside) is dropped. Empty or
 * unset: the default list.
 */
export function paymentHostsFrom(setting: string | undefined): readonly string[] {
  const hosts = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(entry))
  return hosts.length > 0 ? hosts : PAYMENT_HOSTS
}

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
    // Not a URL at all: refused like any other target off the list.
    return false
  }
  // A URL with credentials (`https://pay.example@evil.example`) is refused outright.
  if (url.username !== '' || url.password !== '') return false
  const web = url.protocol === 'https:' || url.protocol === 'http:'
  if (web && url.origin === appOrigin) return url.pathname.startsWith(SANDBOX_PAY_PATH)
  return url.protocol === 'https:' && allowedHosts.includes(url.host)
}
