import { Hono } from 'hono'
import type { Db } from '../../db/db'
import { sandboxErrorHandler } from '../../http/errors'
import { serveLogins } from './logins'
import { serveProfile } from './profile'
import { serveRegistration } from './registration'

/**
 * Accounts and sessions of both APIs (marketplace v2 and live shop v1), at the contract tables'
 * own paths; mounted at `/`. What each call does: docs/sandbox-api/accounts.md.
 */
export function accountRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  serveLogins(app, db)
  serveRegistration(app, db)
  serveProfile(app, db)
  return app
}
