/**
 * The one way the app touches Web Storage (docs/reliability.md#storage-that-refuses). Storage
 * may be blocked (reading the property throws), full, or refuse every write (private browsing on
 * some phones): nothing here throws. The first refused write of a page load is reported (once: a
 * checkout saves on every change); every refused value is kept in memory for this page instead
 * (it only cannot outlive a reload), and what the key held before is removed, so a stale value
 * (an old token) never comes back after a reload.
 */
import { reportError } from './report-error'

export type StorageArea = 'local' | 'session'

export interface SafeStorage {
  getItem(key: string): string | null
  /** False when the browser refused the write. */
  setItem(key: string, value: string): boolean
  removeItem(key: string): void
  /** Every key held, the ones kept in memory for refused writes included. */
  keys(): string[]
}

let reported = false

function storageOf(area: StorageArea): Storage | undefined {
  try {
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage
    return storage ?? undefined
  } catch {
    // Blocked storage: a write reports it; a read finds nothing, as in an empty one.
    return undefined
  }
}

function refused(area: StorageArea, key: string, error: unknown) {
  if (reported) return
  reported = true
  reportError(error, { source: 'web storage', area, key, note: 'writes are refused' })
}

function safeStorage(area: StorageArea): SafeStorage {
  const memory = new Map<string, string>()
  return {
    getItem(key) {
      const kept = memory.get(key)
      if (kept !== undefined) return kept
      try {
        return storageOf(area)?.getItem(key) ?? null
      } catch {
        // A read refused is an empty storage for this page; writes report the refusal.
        return null
      }
    },
    setItem(key, value) {
      const storage = storageOf(area)
      try {
        if (!storage) throw new Error(`${area}Storage is not available`)
        storage.setItem(key, value)
        memory.delete(key)
        return true
      } catch (error) {
        refused(area, key, error)
        memory.set(key, value)
        try {
          storage?.removeItem(key)
        } catch {
          // Nothing more to do: the value could neither be written nor removed.
        }
        return false
      }
    },
    removeItem(key) {
      memory.delete(key)
      try {
        storageOf(area)?.removeItem(key)
      } catch {
        // Blocked storage holds nothing of ours.
      }
    },
    keys() {
      const keys = new Set(memory.keys())
      try {
        const storage = storageOf(area)
        for (let index = 0; index < (storage?.length ?? 0); index += 1) {
          const key = storage?.key(index)
          if (key !== null && key !== undefined) keys.add(key)
        }
      } catch {
        // Blocked storage holds nothing of ours.
      }
      return [...keys]
    },
  }
}

/** Local storage: tokens, the cache, the chosen language. */
export const localStore: SafeStorage = safeStorage('local')
/** Session storage (one tab): saved checkouts and payment runs, the chunk reload mark. */
export const sessionStore: SafeStorage = safeStorage('session')

/** For tests: report the next refusal again. */
export function resetStorageReports(): void {
  reported = false
}
