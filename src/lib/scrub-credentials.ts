/**
 * Masks credentials in what goes to the error service (docs/reliability.md#reporting). A
 * credential may sit in any URL a report carries (the page's, a breadcrumb's navigation, a
 * failed call's, an error message quoting one) and not only at its top level: an error page's
 * `from` holds the page that failed, percent-encoded, with its own query, and that may be
 * encoded again. So every query parameter is looked into, decoded, as often as it is nested.
 */

/** Query parameters that carry a credential (sign-on tokens, a guest order's key, passwords). */
const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'key',
  'access_token',
  'passport_token',
  'handsup_token',
  'guest_token',
  'consumer_token',
  'password',
  'secret',
])

export const FILTERED = '[Filtered]'

/** Deep enough for any honest nesting; past it the whole value is masked. */
const MAX_DEPTH = 5

/** A URL-like run of characters: absolute, root-relative, or a bare query. */
const URL_LIKE = /(?:[a-z][a-z\d+.-]*:\/\/|\/|\?)[^\s"'<>`]*/gi

const isCredentialName = (name: string) => CREDENTIAL_PARAMS.has(name.trim().toLowerCase())

function decodeOnce(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value.replace(/\+/g, ' '))
    return decoded === value ? undefined : decoded
  } catch {
    // Not percent-encoding after all (a lone "%"): nothing nested to look into.
    return undefined
  }
}

/** One parameter's value: masked, or looked into when it holds a URL or query of its own. */
function scrubValue(value: string, depth: number): string {
  if (depth > MAX_DEPTH) return FILTERED
  if (/[?&=]/.test(value)) return scrubQueryIn(value, depth + 1)
  const decoded = decodeOnce(value)
  if (decoded === undefined) return value
  const scrubbed = scrubValue(decoded, depth + 1)
  return scrubbed === decoded ? value : encodeURIComponent(scrubbed)
}

/** The query (and fragment) of one URL-like string, each parameter scrubbed. */
function scrubQueryIn(text: string, depth: number): string {
  const start = text.search(/[?#]/)
  const head = start === -1 && text.includes('=') ? '' : text.slice(0, Math.max(start, 0))
  if (start === -1 && head === '' && !text.includes('=')) return text
  const rest = start === -1 ? text : text.slice(start)
  return (
    (start === -1 ? '' : head) +
    rest.replace(/([?#&;]|^)([^=&#;?]*)=([^&#;]*)/g, (whole, sep: string, name: string, value) => {
      const plainName = decodeOnce(name) ?? name
      if (isCredentialName(plainName)) return `${sep}${name}=${FILTERED}`
      const scrubbed = scrubValue(value as string, depth)
      return scrubbed === value ? whole : `${sep}${name}=${scrubbed}`
    })
  )
}

/** Any text: each URL-like part in it has its credentials masked, at any depth of nesting. */
export function scrubCredentials(text: string): string {
  return text.replace(URL_LIKE, (part) => scrubQueryIn(part, 0))
}

/** Every string in a report or breadcrumb (objects and arrays walked), scrubbed. */
export function scrubCredentialsDeep<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubCredentials(value) as T
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return value
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => scrubCredentialsDeep(item, seen)) as T
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value))
    out[name] =
      isCredentialName(name) && typeof item === 'string'
        ? FILTERED
        : scrubCredentialsDeep(item, seen)
  return out as T
}
