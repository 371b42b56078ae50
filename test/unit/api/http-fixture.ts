/**
 * A tiny in-process API for the client tests: ky's `fetch` goes straight to a hono app on
 * http://sandbox.test, so every test sees real Requests and Responses without a server.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { vi } from 'vitest'
import { createHttp, type HttpOptions } from '../../../src/api/http'

export const ItemSchema = v.object({ id: v.number(), name: v.string() })

export const AddToCartErrors = v.object({
  code: v.picklist(['SKU_SOLD_OUT', 'SKU_DELETED']),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
})

export function createTestApp() {
  const app = new Hono()
  app.get('/api/item', (c) => c.json({ id: 1, name: 'Tea' }))
  app.get('/api/item-renamed', (c) => c.json({ id: 1, title: 'Tea' }))
  app.post('/api/echo', async (c) => c.json({ id: 2, name: JSON.stringify(await c.req.json()) }))
  app.get('/api/search', (c) => c.json({ id: 3, name: c.req.url }))
  app.get('/api/headers', (c) => c.json(Object.fromEntries(c.req.raw.headers)))
  app.get('/api/sold-out', (c) => c.json({ code: 'SKU_SOLD_OUT', message: 'Sold out' }, 409))
  app.get('/api/new-code', (c) => c.json({ code: 'BRAND_NEW_CODE', message: 'Hm' }, 400))
  app.get('/api/server-error', (c) => c.json({ code: 'INTERNAL_SYSTEM_ERROR' }, 500))
  app.get('/api/bad-gateway', (c) => c.html('<h1>Bad gateway</h1>', 502))
  app.get('/api/japanese', () => {
    // UTF-8 behind a byte-order mark, as some servers write it: read, it is the text it spells.
    const bytes = new TextEncoder().encode('\uFEFF{"id": 4, "name": "抹茶ラテ 🍵"}')
    return new Response(bytes, { headers: { 'content-type': 'application/json' } })
  })
  app.get('/api/malformed', (c) => c.body('{"id": 1,', 200, { 'content-type': 'application/json' }))
  app.get('/api/unauthorized', (c) => c.json({ code: 'UNAUTHENTICATED' }, 401))
  app.get('/api/missing', (c) => c.json({ code: 'NOT_FOUND', message: 'No such item' }, 404))
  app.post('/api/login', (c) => c.json({ code: 'EMAIL_OR_PASSWORD_INCORRECT' }, 401))

  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return app.fetch(request)
  })
  return { app, fetch, requests }
}

export function createTestHttp(overrides: Partial<HttpOptions> = {}) {
  const server = createTestApp()
  const http = createHttp({
    apiHost: 'http://sandbox.test',
    getLocale: () => 'ja',
    fetch: server.fetch,
    ...overrides,
  })
  return { http, ...server }
}

/** A fetch that gets no answer, the way browsers and Node report it. */
export function offlineFetch(message = 'Failed to fetch') {
  return vi.fn(async () => {
    throw new TypeError(message)
  })
}
