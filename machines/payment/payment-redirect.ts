/**
 * Design 8: the browser leaves the site only for an https payment host on the allow-list
 * (pay_redirect_url, form_url). Pure, so the machine's guard and the tests share it.
 */
export function isAllowedPaymentRedirect(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  // A URL with credentials (`https://pay.example@evil.example`) is refused outright.
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false
  return allowedHosts.includes(parsed.host)
}
