import { localStore, sessionStore } from './web-storage'

/**
 * A small prefixed cache over Web Storage (docs/entities.md#constants): entries carry an expiry,
 * default far in the future, and an expired entry is removed when it is read.
 */
export const CACHE_PREFIX = 'storefront:'
const FAR_FUTURE = Date.UTC(9999, 11, 31)

interface Entry<T> {
  value: T
  expiresAt: number
}

export interface Cache {
  get<T>(key: string): T | undefined
  set<T>(key: string, value: T, options?: { ttlMs?: number }): void
  remove(key: string): void
}

export function createCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  now: () => number = Date.now,
): Cache {
  const fullKey = (key: string) => CACHE_PREFIX + key
  return {
    get<T>(key: string) {
      const raw = storage.getItem(fullKey(key))
      if (raw === null) return undefined
      let entry: Entry<T>
      try {
        entry = JSON.parse(raw) as Entry<T>
      } catch {
        // A corrupt entry is no entry: dropped, and read again from the server.
        storage.removeItem(fullKey(key))
        return undefined
      }
      if (typeof entry !== 'object' || entry === null || !(entry.expiresAt > now())) {
        storage.removeItem(fullKey(key))
        return undefined
      }
      return entry.value
    },
    set(key, value, options) {
      const expiresAt = options?.ttlMs === undefined ? FAR_FUTURE : now() + options.ttlMs
      storage.setItem(fullKey(key), JSON.stringify({ value, expiresAt } satisfies Entry<unknown>))
    },
    remove(key) {
      storage.removeItem(fullKey(key))
    },
  }
}

/** Local storage, where writes that are refused are reported once and never throw. */
export const localCache: Cache = createCache(localStore)

/** Session storage (this tab only, gone when it closes), the same way. */
export const sessionCache: Cache = createCache(sessionStore)
