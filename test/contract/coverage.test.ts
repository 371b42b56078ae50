import { describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../../sandbox/app'
import type { CallContract } from '../../src/api/schemas/calls/call'
import { liveShopV1Calls } from '../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../src/api/schemas/calls/marketplace-v2'
import { statusServiceCalls } from '../../src/api/schemas/calls/status-service'
import { getMaintenanceStatus } from '../../src/api/status-service'

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

/**
 * What the client modules really export: each function is called with a recording client and
 * placeholder arguments, and `contractSpec` (spied on) notes which table entry it built its
 * request from. Text that merely names an entry (a comment, a dead branch) proves nothing.
 */
const used = vi.hoisted(() => new Set<unknown>())
const STOP = vi.hoisted(() => new Error('request built'))
vi.mock('../../src/api/shared/contract-spec', async (original) => {
  const real = await original<typeof import('../../src/api/shared/contract-spec')>()
  return {
    ...real,
    contractSpec: (name: string, call: CallContract, input: never) => {
      used.add(call)
      return real.contractSpec(name, call, input)
    },
  }
})

/** Stands for any argument: every property, call and conversion gives something usable. */
const anything: unknown = new Proxy(function placeholder() {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => 1 : key === 'then' ? undefined : anything),
  apply: () => anything,
})
const recordingHttp = () => {
  const stop = () => Promise.reject(STOP)
  return { call: stop, result4xx: stop, result4xx5xx: stop }
}

async function entriesUsedBy(modules: Record<string, unknown>): Promise<Set<unknown>> {
  used.clear()
  for (const module of Object.values(modules)) {
    for (const exported of Object.values(module as Record<string, unknown>)) {
      if (typeof exported !== 'function') continue
      try {
        await (exported as (...args: unknown[]) => unknown)(
          recordingHttp(),
          anything,
          anything,
          anything,
        )
      } catch {
        // Stopped once the request was built, or refused the placeholders: `used` tells which.
      }
    }
  }
  return new Set(used)
}

const clients: Record<string, () => Promise<Set<unknown>>> = {
  'marketplace v2': () =>
    entriesUsedBy(import.meta.glob('../../src/api/marketplace-v2/*.ts', { eager: true })),
  'live shop v1': () =>
    entriesUsedBy(import.meta.glob('../../src/api/live-shop-v1/*.ts', { eager: true })),
  'status service': async () => {
    const asked: string[] = []
    await getMaintenanceStatus({
      baseUrl: 'http://status.test',
      fetch: (url) => {
        asked.push(new URL(String(url)).pathname)
        return Promise.resolve(Response.json({ maintaining: false }))
      },
    })
    const call = statusServiceCalls.getMaintenanceStatus
    return new Set(asked.includes(call.path) ? [call] : [])
  },
}

describe.each(Object.entries(tables))('%s', (api, calls) => {
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

  it('every entry has an exported client function that builds its request from it', async () => {
    const usedEntries = await clients[api]!()
    const missing = Object.entries(calls).filter(([, call]) => !usedEntries.has(call))
    expect(missing.map(([name]) => name)).toEqual([])
  })
})
