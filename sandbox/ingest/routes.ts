import { Hono } from 'hono'
import type { SandboxState } from '../state'
import { eventPayloads, parseEnvelope } from './envelope'
import { toErrorReport } from './report'

async function readBody(request: Request): Promise<Uint8Array> {
  const encoding = request.headers.get('content-encoding')
  // The browser SDK sends plain text; Sentry's server-side transports gzip large envelopes.
  if ((encoding === 'gzip' || encoding === 'deflate') && request.body) {
    const plain = request.body.pipeThrough(new DecompressionStream(encoding))
    return new Uint8Array(await new Response(plain).arrayBuffer())
  }
  return new Uint8Array(await request.arrayBuffer())
}

/**
 * The Sentry ingest the app's default DSN (`<protocol>//sandbox@<host>/1`) points at: the SDK
 * posts envelopes to `/api/<project>/envelope/?sentry_key=...`, any project id is accepted.
 */
export function ingestRoutes(state: SandboxState) {
  const envelope = '/api/:projectId{[0-9]+}/envelope'
  return new Hono().on('POST', [envelope, `${envelope}/`], async (c) => {
    let events: Record<string, unknown>[]
    try {
      events = eventPayloads(parseEnvelope(await readBody(c.req.raw)))
    } catch (error) {
      return c.json({ detail: `invalid envelope: ${(error as Error).message}` }, 400)
    }
    const receivedAt = state.clock.now()
    const sender = c.req.header('user-agent') ?? null
    const reports = events.map((event) =>
      toErrorReport(event, c.req.param('projectId'), receivedAt, sender),
    )
    for (const report of reports) state.reports.add(report)
    return c.json({ id: reports[0]?.event_id ?? null })
  })
}
