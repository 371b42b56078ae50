import { Hono } from 'hono'
import type { Db } from '../db/db'
import { gmoTokenRoutes } from './gmo-token-routes'
import { providerRoutes } from './provider-routes'

/**
 * The fake payment providers, mounted at /__sandbox/pay before the fault middleware (a provider
 * is not the API, and tests must reach it whatever faults are set): the GMO token script and its
 * endpoint, and the 3-D Secure, PayUni and PayPay pages.
 */
export function payPages(db: Db) {
  return new Hono().route('/', gmoTokenRoutes(db)).route('/', providerRoutes(db))
}
