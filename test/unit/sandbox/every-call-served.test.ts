import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { liveShopV1Calls } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../../src/api/schemas/calls/marketplace-v2'
import { statusServiceCalls } from '../../../src/api/schemas/calls/status-service'
import type { CallContract } from '../../../src/api/schemas/calls/call'

/**
 * An API call is added to its call table, and the sandbox serves it (docs/adding.md#an-api-call):
 * a call the table has and the sandbox does not would pass every client test and fail against no
 * server at all. Whatever the sandbox then answers (a refusal for want of a session or a body
 * included), it is the call's own JSON answer, not the plain 404 of a path no route has.
 */
const TABLES = { marketplaceV2Calls, liveShopV1Calls, statusServiceCalls }
const CALLS = Object.entries(TABLES).flatMap(([table, calls]) =>
  Object.entries(calls as Record<string, CallContract>).map(([name, call]) => ({
    label: `${table}.${name}`,
    call,
  })),
)

const filled = (path: string) =>
  path.replace(/:(\w+)/g, (_all, name: string) =>
    name === 'slug' ? 'sakura-select' : name === 'token' ? 'abc' : '1',
  )

describe('every call of the call tables', () => {
  const { app } = createSandbox()
  it.each(CALLS)('$label is served by the sandbox', async ({ call }) => {
    const answer = await app.request(`http://sandbox.test${filled(call.path)}`, {
      method: call.method,
      headers: { 'Content-Type': 'application/json' },
      body: call.method === 'GET' ? undefined : '{}',
    })
    expect(answer.headers.get('content-type') ?? '').toMatch(/json/)
  })

  it('tells a path no route has apart: its answer is no JSON', async () => {
    const answer = await app.request('http://sandbox.test/api/v2/stores/1/nothing-here')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type') ?? '').not.toMatch(/json/)
  })
})
