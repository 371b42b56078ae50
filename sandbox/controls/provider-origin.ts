import { Hono } from 'hono'
import * as v from 'valibot'
import type { Db } from '../db/db'
import { validateJson } from './validation'

/** A bare origin: a scheme and a host, with a port or not; no path, query or credentials. */
const OriginSchema = v.strictObject({
  origin: v.nullable(v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i))),
})

/**
 * POST /__sandbox/provider-origin `{ origin }`: the origin the provider pages (3-D Secure, PayUni,
 * PayPay) and the fast checkout's page are named on in the answers, until the next reset or
 * `{ origin: null }`; the pages are still this sandbox's, reached under that name
 * (docs/sandbox.md#provider-pages-on-another-host). Beside the controls, so never faulted.
 */
export function providerOriginRoutes(db: Db) {
  return new Hono().post('/provider-origin', async (c) => {
    const body = await validateJson(c, OriginSchema)
    if (!body.ok) return body.answer
    db.providerOrigin = body.value.origin?.toLowerCase() ?? null
    return c.json({ origin: db.providerOrigin })
  })
}
