import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { createSandboxState, type SandboxState } from './state'
import { controlRoutes } from './controls/routes'
import { faultMiddleware } from './faults/middleware'
import { withNetworkFailures } from './faults/network-abort'
import { ingestRoutes } from './ingest/routes'
import { statusRoutes } from './status/routes'
import { createDb, type Db } from './db/db'
import { imageRoutes } from './http/image-routes'
import { checkoutRoutes } from './api/checkout/routes'
import { enterprisePageRoutes } from './api/checkout/enterprise-page'
import { orderControlRoutes } from './controls/orders'
import { providerOriginRoutes } from './controls/provider-origin'
import { cartRoutes } from './api/cart/routes'
import { accountRoutes } from './api/accounts/routes'
import { walletRoutes } from './api/wallet/routes'
import { mailboxRoutes } from './mailbox/routes'
import { catalogRoutes } from './api/catalog/routes'
import { sellerRoutes } from './api/seller/routes'
import { storeSettingRoutes } from './api/store-settings/routes'
import { payPages } from './pay/routes'
import { orderRoutes } from './api/orders/routes'
import { payRoutes } from './api/pay/routes'
import { openApiRoutes } from './contract/document'
import { createWriteLog, recordWrites, writeRoutes } from './controls/writes'
import { createContractCheck } from './contract/check'
import { scaleFromEnv, type Scale } from './db/seed/scale'
import { scaleControlRoutes } from './controls/scale'
import { streamControlRoutes } from './controls/stream'

export interface Sandbox {
  app: Hono
  state: SandboxState
  /** The in-memory data store (sandbox/db), seeded with the fixtures; reset with the state. */
  db: Db
  /**
   * The app as a `fetch` for in-process use (ky's `fetch` option in contract tests): like
   * `app.fetch`, but an injected `network: "abort"` fault rejects with a TypeError as in a browser.
   */
  fetch: typeof fetch
}

export interface SandboxOptions {
  /** The base clock (the machine's time when absent); tests pass a fixed or moved one. */
  now?: () => Date
  /**
   * Holds every API request and answer against docs/openapi.json and keeps the record at
   * `POST /__sandbox/contract-check/take` (docs/sandbox.md#the-contract-check).
   */
  contractCheck?: boolean
  /** Rows added to the fixtures on every reset (docs/sandbox.md#a-big-store). */
  scale?: Scale
}

/**
 * The options a served sandbox takes from its environment (`npm start`, `npm run dev`,
 * `npm run sandbox`): `SANDBOX_CONTRACT_CHECK=1` and `SANDBOX_SCALE` (docs/sandbox.md).
 */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    contractCheck: env.SANDBOX_CONTRACT_CHECK === '1',
    scale: scaleFromEnv(env.SANDBOX_SCALE),
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state = createSandboxState(options.now)
  const db = createDb({ now: state.clock.now, scale: options.scale })
  state.onReset(() => db.reset())
  const writes = createWriteLog()
  state.onReset(() => writes.clear())
  const app = new Hono()

  // `npm run sandbox` may serve an app on another origin, which sends credentials.
  app.use('*', cors({ origin: (origin) => origin, credentials: true }))
  // As the API's own servers do: an answer goes gzipped to a client that accepts it. A big
  // store's whole lists are megabytes of JSON (docs/sandbox.md#a-big-store).
  app.use('*', compress())

  // Never faulted: the controls and the error ingest (how tests observe what a fault did).
  app.route('/__sandbox', controlRoutes(state))
  app.route('/', ingestRoutes(state))
  app.route('/__sandbox/images', imageRoutes(db))
  app.route('/__sandbox', orderControlRoutes(db))
  app.route('/__sandbox', providerOriginRoutes(db))
  app.route('/__sandbox', scaleControlRoutes(db))
  app.route('/__sandbox', streamControlRoutes(db, state))
  // Also at its first address, /__sandbox/enterprise-checkout, for links made before it moved.
  app.route('/__sandbox', enterprisePageRoutes(db))
  app.route('/__sandbox/pay', enterprisePageRoutes(db))
  app.route('/__sandbox', mailboxRoutes(db))
  app.route('/__sandbox/pay', payPages(db))
  app.route('/', openApiRoutes())
  app.route('/__sandbox', writeRoutes(writes))
  if (options.contractCheck) {
    const check = createContractCheck()
    app.route('/__sandbox', check.routes)
    // Outside the faults, so it sees which answers a fault made.
    app.use('*', check.middleware)
  }

  // Every route below is an API or status-service route and meets injected faults; every write
  // sent is recorded first, whatever the fault then does with it.
  app.use('*', recordWrites(writes, db))
  app.use('*', faultMiddleware(state.faults))
  app.route('/', statusRoutes(state))
  // API routes plug in here, one line each, e.g. app.route('/api/v2', marketplaceRoutes(db)),
  // with their data store registering its reset through state.onReset(...).
  app.route('/', catalogRoutes(db))
  app.route('/', sellerRoutes(db))
  app.route('/', storeSettingRoutes(db))
  app.route('/', accountRoutes(db))
  app.route('/', walletRoutes(db))
  app.route('/', cartRoutes(db))
  app.route('/', checkoutRoutes(db))
  app.route('/', orderRoutes(db))
  app.route('/', payRoutes(db))

  return { app, state, db, fetch: withNetworkFailures((request) => app.fetch(request)) }
}
