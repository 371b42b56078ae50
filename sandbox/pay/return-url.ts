/**
 * Where a fake provider page may send the browser back to: a relative path (resolved on the app's
 * origin) or an absolute http(s) URL on the app's origin, nothing else, so the pages cannot be used
 * to bounce a buyer to an outside site (docs/reliability.md#redirects). The app's origin is the one
 * recorded when the payment started (sandbox/api/pay/provider-pages.ts).
 */

export function safeReturnUrl(raw: string, appOrigin: string): URL | null {
  // `//host` and `/\host` are protocol-relative in browsers: another site, not a path.
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\'))
    return new URL(raw, appOrigin)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:'
  return web && url.origin === appOrigin ? url : null
}

/** The return URL with the order and the outcome in its query, the app's other parameters kept. */
export function withOutcome(url: URL, orderId: number, outcome: string): string {
  const back = new URL(url)
  back.searchParams.set('order_id', String(orderId))
  back.searchParams.set('outcome', outcome)
  return back.href
}
