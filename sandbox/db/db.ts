import { clearTables, emptyTables, type IdTable, type Tables } from './tables'
import { seed } from './seed/seed'
import { addScale, type Scale } from './seed/scale'

export interface DbOptions {
  /** The clock; tests pass a fixed one. Sale windows "around now" are computed from it at reset. */
  now?: () => Date
  /** Rows added to the fixtures on every reset (`SANDBOX_SCALE`, docs/sandbox.md#a-big-store). */
  scale?: Scale
}

/**
 * The sandbox's in-memory store: plain typed maps (see `Tables`), seeded with the fixtures of
 * the sandbox contract (FIXTURES.md). Endpoints read and write the maps directly.
 */
export interface Db extends Tables {
  /** The current time, as the server sees it. */
  now(): Date
  /** `now()` as an ISO string, the format every date in a response uses. */
  nowIso(): string
  /**
   * A new id for a row of `table`: above every seeded id and above every id handed out before,
   * even across resets, so a stale id held by a client never names a different new row.
   */
  nextId(table: IdTable): number
  /** Back to the fixtures (and the options' scale): every table cleared in place and seeded again. */
  reset(): void
  /**
   * The origin the fake provider pages and the fast checkout's page are said to be on
   * (`POST /__sandbox/provider-origin`, docs/sandbox.md#provider-pages-on-another-host); null,
   * as after every reset: the origin the API was called on.
   */
  providerOrigin: string | null
}

export function createDb(options: DbOptions = {}): Db {
  const now = options.now ?? (() => new Date())
  const tables = emptyTables()
  const counters = new Map<IdTable, number>()

  const nextId = (table: IdTable): number => {
    let last = counters.get(table) ?? 0
    for (const id of tables[table].keys()) if (id > last) last = id
    counters.set(table, last + 1)
    return last + 1
  }

  const db: Db = {
    ...tables,
    now,
    nowIso: () => now().toISOString(),
    nextId,
    providerOrigin: null,
    reset() {
      db.providerOrigin = null
      clearTables(tables)
      seed(tables, now())
      if (options.scale) addScale(db, options.scale)
    },
  }
  db.reset()
  return db
}
