import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as v from 'valibot'
import type { CallContract } from '../../../src/api/schemas/calls/call'
import type { Wire } from '../../db/views/wire'
import { fail } from '../../http/errors'
import { pathIdOf } from '../../../src/lib/ids'

/** What a call answers on the wire: its response schema's output with dates as ISO strings. */
export type Answer<C extends CallContract> = Wire<v.InferOutput<C['response']>>

/**
 * Serves one call of a contract table (src/api/schemas/calls) at the table's own method and
 * path, so the sandbox cannot answer at a path the client does not call; the handler's return
 * type is the table's response, so it cannot answer a shape the client does not expect.
 */
export function serve<C extends CallContract>(
  app: Hono,
  call: C,
  handler: (c: Context) => Answer<C> | Promise<Answer<C>>,
  status: ContentfulStatusCode = 200,
): void {
  app.on(call.method, call.path, async (c) => c.json((await handler(c)) as object, status))
}

/**
 * An id from the path, by the client's own rule (docs/routes.md#ids-in-addresses). A path id not
 * written as one names nothing, so it is a 404 (as a router with numeric constraints answers),
 * not a validation error.
 */
export function idParam(c: Context, name: string, what: string): number {
  const id = pathIdOf(c.req.param(name))
  if (id === undefined) fail(404, 'NOT_FOUND', `No such ${what}.`)
  return id
}
