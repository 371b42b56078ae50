import { Hono } from 'hono'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../../../src/api/schemas/calls/prefixes'
import { walletCalls } from '../../../src/api/schemas/calls/shared/wallet'
import type { Db } from '../../db/db'
import { sandboxErrorHandler } from '../../http/errors'
import { serveAddressBook } from './book'
import { serveCards } from './cards'
import { serveTwAddresses } from './tw-addresses'

/**
 * Addresses, saved cards and payees: one implementation served under both prefixes (the rows are
 * the same account's in either API), plus the live shop's Taiwan addresses. Mounted at `/`;
 * what each call does: docs/sandbox-api/accounts.md.
 */
export function walletRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  for (const prefix of [MARKETPLACE_V2_PREFIX, LIVE_SHOP_V1_PREFIX]) {
    const calls = walletCalls(prefix)
    serveAddressBook(app, db, calls)
    serveCards(app, db, calls)
  }
  serveTwAddresses(app, db)
  return app
}
