import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../sandbox/app'
import type { CallContract } from '../../src/api/schemas/calls/call'
import { liveShopV1Calls } from '../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../src/api/schemas/calls/marketplace-v2'
import { statusServiceCalls } from '../../src/api/schemas/calls/status-service'

/**
 * The call tables are the whole contract (docs/api.md#one-call-table-two-sides): every call in the
 * tables must have a sandbox route (the sandbox answers it, whatever it thinks of our made-up ids
 * and empty body) and a client function that builds its request from the same table entry.
 */
const tables: Record<string, Record<string, CallContract>> = {
  'marketplace v2': marketplaceV2Calls,
  'live shop v1': liveShopV1Calls,
  'status service': statusServiceCalls,
}

const clientSource = ['src/api/marketplace-v2', 'src/api/live-shop-v1', 'src/api/shared']
  .flatMap((dir) => readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')))
  .concat(readFileSync('src/api/status-service.ts', 'utf8'))
  .join('\n')

describe.each(Object.entries(tables))('%s', (_, calls) => {
  it.each(Object.entries(calls))('%s is served by the sandbox', async (name, call) => {
    const { app } = createSandbox()
    const path = call.path.replace(/:[A-Za-z]+/g, '1')
    const hasBody = call.method === 'POST' || call.method === 'PUT'
    const response = await app.request(`http://sandbox.test${path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      ...(hasBody ? { body: '{}' } : {}),
    })
    // Hono's own "no such route" answer is plain text; every sandbox answer is JSON or a page.
    const routeMissing =
      response.status === 404 && !/json/.test(response.headers.get('content-type') ?? '')
    expect(routeMissing, `${name}: ${call.method} ${call.path} has no sandbox route`).toBe(false)
  })

  it.each(Object.keys(calls))('%s has a client function built from its table entry', (name) => {
    const uses = new RegExp(`[cC]alls\\.${name}\\b`)
    expect(uses.test(clientSource), `no client function uses the ${name} entry`).toBe(true)
  })
})
