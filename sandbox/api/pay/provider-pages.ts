/**
 * Links to the fake provider pages (sandbox/pay) and the way back they are given. The pages are
 * served by this same sandbox, so their URLs use the origin the API was called on, unless a test
 * said the pages are reached under another (`POST /__sandbox/provider-origin`).
 */
import type { Context } from 'hono'
import type { Db } from '../../db/db'
import type { PaymentAttemptRow } from '../../db/types/commerce'

export type ProviderPage = '3ds' | 'payuni' | 'paypay'

/** Where this sandbox's provider pages are said to be: the origin set, else the API's own. */
export const providerOrigin = (c: Context, db: Db): string =>
  db.providerOrigin ?? new URL(c.req.url).origin

export function providerPageUrl(
  c: Context,
  db: Db,
  page: ProviderPage,
  attempt: PaymentAttemptRow,
): string {
  return `${providerOrigin(c, db)}/__sandbox/pay/${page}/${attempt.id}`
}

const ORIGIN = /^https?:\/\/[^/?#\s]+$/

/**
 * The app's origin as the browser states it (`Origin` on a cross-origin call, as when the app
 * runs elsewhere than `npm run sandbox`), else the API's own: the pages return only there.
 */
export function returnTo(
  c: Context,
  redirectUrl: string,
): NonNullable<PaymentAttemptRow['return_to']> {
  const origin = c.req.header('Origin')
  const app_origin = origin && ORIGIN.test(origin) ? origin : new URL(c.req.url).origin
  return { url: redirectUrl, app_origin }
}
