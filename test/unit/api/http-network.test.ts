// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { NetworkWatch } from '../../../src/api/client/exchange'
import { ItemSchema, createTestApp, createTestHttp } from './http-fixture'
import { captureReports } from './http-reports'

captureReports()

/** The test API behind a connection that gives no answer the first time. */
function droppingOnce() {
  const server = createTestApp()
  let dropped = false
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!dropped) {
      dropped = true
      throw new TypeError('Failed to fetch')
    }
    return server.fetch(input, init)
  })
  return { fetch, requests: server.requests }
}

const watch = (verdict: 'reachable' | 'back'): NetworkWatch => ({
  sending: () => ({ losses: 0 }),
  unanswered: vi.fn(async () => verdict),
})

const item = { name: 'get item', method: 'get' as const, path: 'api/item', response: ItemSchema }
const echo = (path: string) => ({
  name: `post ${path}`,
  method: 'post' as const,
  path,
  body: { schema: ItemSchema, value: { id: 1, name: 'Tea' } },
  response: ItemSchema,
})

describe('a call that gets no answer', () => {
  it('is a read sent again once when the network was lost and is back', async () => {
    const { fetch } = droppingOnce()
    const network = watch('back')
    const { http } = createTestHttp({ fetch, network })
    await expect(http.call(item)).resolves.toEqual({ id: 1, name: 'Tea' })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(network.unanswered).toHaveBeenCalledOnce()
  })

  it('fails alone when the network is reachable: its caller shows its own error', async () => {
    const { fetch } = droppingOnce()
    const { http } = createTestHttp({ fetch, network: watch('reachable') })
    await expect(http.call(item)).rejects.toMatchObject({ failure: { kind: 'network' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is never sent again when it could order or charge, even with the network back', async () => {
    const { fetch } = droppingOnce()
    const network = watch('back')
    const { http } = createTestHttp({ fetch, network })
    await expect(http.call(echo('api/checkout'))).rejects.toMatchObject({
      failure: { kind: 'network' },
    })
    expect(fetch).toHaveBeenCalledTimes(1)
    // Still told, so the page says the network is gone when it is.
    expect(network.unanswered).toHaveBeenCalledOnce()
  })

  it('is pricing sent again once, with its body, when the network is back', async () => {
    const { fetch, requests } = droppingOnce()
    const { http } = createTestHttp({ fetch, network: watch('back') })
    // The test API has no pricing: its 404 is an answer, which is all this needs.
    await http.call(echo('api/carts/pricing')).catch(() => undefined)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(requests).toHaveLength(1)
    expect(await requests[0]!.json()).toEqual({ id: 1, name: 'Tea' })
  })
})
