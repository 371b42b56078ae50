import { Hono, type MiddlewareHandler } from 'hono'
import type { Db } from '../db/db'
import { bearerToken, GUEST_AUTHORIZATION_HEADER } from '../http/auth'

/**
 * Every call that may change something (any method but GET, HEAD and OPTIONS) the sandbox was
 * sent since the reset, with whom its tokens belonged to at that moment: the record a test reads
 * to show that no write went out under another person's session (docs/sandbox.md#writes).
 */
export interface WriteRecord {
  method: string
  path: string
  /** The user (member or live buyer) of the bearer token, null without one or when unknown. */
  user_id: number | null
  /** That user's e-mail, for reading the record. */
  user_email: string | null
  /** The guest of the guest token, null without one or when unknown. */
  guest_id: number | null
  /** The JSON body as sent, null when none or not JSON. */
  body: unknown
}

// Enough for any test or demo; a page stuck in a loop must not grow the sandbox forever.
const MAX_WRITES = 1000

export interface WriteLog {
  add(write: WriteRecord): void
  list(): WriteRecord[]
  clear(): void
}

export function createWriteLog(): WriteLog {
  let writes: WriteRecord[] = []
  return {
    add(write) {
      writes.push(write)
      if (writes.length > MAX_WRITES) writes = writes.slice(-MAX_WRITES)
    },
    list: () => [...writes],
    clear() {
      writes = []
    },
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Hono's request keeps the body it read, so the contract check, this record and the routes all
// read one copy.
async function bodyOf(request: { text(): Promise<string> }): Promise<unknown> {
  try {
    const text = await request.text()
    return text.trim() === '' ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

/** Records each API write as it arrives, before any fault or route decides its answer. */
export function recordWrites(log: WriteLog, db: Db): MiddlewareHandler {
  return async (c, next) => {
    if (!READS.has(c.req.method.toUpperCase()) && c.req.path.startsWith('/api/')) {
      const token = bearerToken(c.req.header('Authorization'))
      const session = token === null ? undefined : db.sessions.get(token)
      const user = session?.kind === 'user' ? db.users.get(session.user_id) : undefined
      const guestToken = bearerToken(c.req.header(GUEST_AUTHORIZATION_HEADER))
      const guest = [...db.guests.values()].find((row) => row.token === guestToken)
      log.add({
        method: c.req.method.toUpperCase(),
        path: c.req.path,
        user_id: user?.id ?? null,
        user_email: user?.email ?? null,
        guest_id: guest?.id ?? null,
        body: await bodyOf(c.req),
      })
    }
    await next()
  }
}

export function writeRoutes(log: WriteLog) {
  return new Hono().get('/writes', (c) => c.json({ writes: log.list() }))
}
