import { Hono } from 'hono'
import * as v from 'valibot'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationErrorBodySchema } from '../../../src/api/schemas/error-body'
import { jsonBody, parseBody, parseQuery, query } from '../../../sandbox/http/validate'
import { apiError, fail, found } from '../../../sandbox/http/errors'

const Body = v.object({
  id: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.minValue(1)),
  items: v.optional(v.array(v.object({ id: v.number() }))),
})
const Query = v.object({
  keyword: v.optional(v.string()),
  tab_names: v.optional(v.array(v.string())),
})

const app = new Hono()
  .post('/mw', jsonBody(Body), (c) => c.json({ got: c.req.valid('json') }))
  .post('/fn', async (c) => c.json({ got: await parseBody(c, Body) }))
  .get('/q', query(Query), (c) => c.json({ got: c.req.valid('query') }))
  .get('/qfn', (c) => c.json({ got: parseQuery(c, v.object({ page: v.string() })) }))
  .get('/missing', (c) => c.json(found(new Map<number, { id: number }>().get(1), 'order')))
  .get('/fail', () => fail(409, 'EMAIL_EXIST', 'Taken', { email: 'x' }))
  .get('/answer', (c) => apiError(c, 422, 'SKU_SOLD_OUT'))

const post = (path: string, body: string, contentType = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'Content-Type': contentType } })

describe('request validation', () => {
  it('passes a good body through, typed', async () => {
    for (const path of ['/mw', '/fn']) {
      const res = await post(path, JSON.stringify({ id: 3, quantity: 2 }))
      expect(await res.json()).toEqual({ got: { id: 3, quantity: 2 } })
    }
  })

  it('answers a bad body 422 VALIDATION_EXCEPTION with the offending fields', async () => {
    const res = await post('/mw', JSON.stringify({ id: 'x', quantity: 0, items: [{ id: 'a' }] }))
    expect(res.status).toBe(422)
    const body = (await res.json()) as { data: Record<string, string[]> }
    expect(v.is(ValidationErrorBodySchema, body)).toBe(true)
    expect(Object.keys(body.data).sort()).toEqual(['id', 'items.0.id', 'quantity'])
  })

  it('answers malformed JSON, a non-object and an empty body with 422s, never a crash', async () => {
    const malformed = await post('/fn', '{"id": 1,', 'text/plain')
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toEqual({
      code: 'VALIDATION_EXCEPTION',
      message: 'The given data was invalid.',
      data: { body: ['Malformed JSON.'] },
    })
    const text = await post('/mw', '"hello"')
    expect(text.status).toBe(422)
    expect(((await text.json()) as { data: object }).data).toHaveProperty('body')
    const empty = await post('/mw', '')
    expect(Object.keys(((await empty.json()) as { data: object }).data).sort()).toEqual([
      'id',
      'quantity',
    ])
  })

  it('never throws past the 422 on arbitrary bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (text) => {
        const res = await post('/mw', text)
        expect([200, 422]).toContain(res.status)
      }),
      { numRuns: 60 },
    )
  })

  it('reads queries, repeated keys as arrays', async () => {
    const res = await app.request('/q?keyword=%E8%8C%B6&tab_names=normal&tab_names=printio')
    expect(await res.json()).toEqual({ got: { keyword: '茶', tab_names: ['normal', 'printio'] } })
    const bad = await app.request('/qfn')
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { data: object }).data).toHaveProperty('page')
  })
})

describe('error answers', () => {
  it('throw or return { code, message?, data? } with a status', async () => {
    const missing = await app.request('/missing')
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { code: 'NOT_FOUND', message: 'No such order.' },
    ])
    const failed = await app.request('/fail')
    expect([failed.status, await failed.json()]).toEqual([
      409,
      { code: 'EMAIL_EXIST', message: 'Taken', data: { email: 'x' } },
    ])
    const answered = await app.request('/answer')
    expect([answered.status, await answered.json()]).toEqual([422, { code: 'SKU_SOLD_OUT' }])
  })
})
