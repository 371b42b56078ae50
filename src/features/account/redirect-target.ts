/**
 * Where to go after logging in (docs/routes.md#after-logging-in): an in-app path only. A `redirect`
 * query value comes from the URL, so anyone can write it; a full URL, a protocol-relative `//host`,
 * a `/\host` (which browsers read as `//host`) or anything with control characters would make our
 * login page a way to send people to another site.
 */
import * as v from 'valibot'

// Tabs and newlines are stripped by URL parsers, so `/\t/evil.example` would become `//evil…`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const BASE = 'https://in-app.invalid'

/** The in-app path (path, query and hash) `value` names, or undefined when it is not one. */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  if (value.startsWith('//') || value.startsWith('/\\') || CONTROL.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    // Not an address a browser can read: no redirect, the store top instead.
    return undefined
  }
  // Whatever the string held, it must still be on our origin once a browser has read it.
  if (url.origin !== BASE) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The login page itself is no place to return to: it would only show the form again. */
function isAccountPage(path: string, slug: string): boolean {
  const account = `/stores/${encodeURIComponent(slug)}/account`
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '')
  return bare === account || bare.startsWith(`${account}/`)
}

/** Where a login on `slug`'s store leads: the `redirect` asked for, if safe, else the store top. */
export function afterLoginPath(redirect: unknown, slug: string): string {
  const path = inAppPath(redirect)
  if (path !== undefined && !isAccountPage(path, slug)) return path
  return storeTopPath(slug)
}

export function storeTopPath(slug: string): string {
  return `/stores/${encodeURIComponent(slug)}/marketplace`
}

/** Search schema for `?redirect=`: an unusable value is dropped, never a reason to fail the page. */
export const RedirectSearchSchema = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => inAppPath(value) !== undefined),
    ),
  ),
  undefined,
)
