// Apart from store-current.ts: the store route's guard runs in the shell, the store loading does not.

/** What a store URL may hold: the sandbox's and the API's slugs are letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/i

export function isStoreSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && SLUG.test(value)
}
