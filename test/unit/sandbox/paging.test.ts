import { Hono } from 'hono'
import * as v from 'valibot'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paginated } from '../../../src/api/schemas/paginated'
import { pageRequest, paginate } from '../../../sandbox/http/paging'

const rows = Array.from({ length: 25 }, (_, i) => i + 1)
const url = 'http://localhost/api/v2/stores/101/products?keyword=tea&page=2'

describe('paginate', () => {
  it('gives Laravel-style meta and links, keeping other query parameters', () => {
    const page = paginate(rows, { page: 2, perPage: 10, url }, (n) => ({ n }))
    expect(page.data).toEqual(rows.slice(10, 20).map((n) => ({ n })))
    expect(page.meta).toEqual({
      current_page: 2,
      from: 11,
      to: 20,
      last_page: 3,
      path: 'http://localhost/api/v2/stores/101/products',
      per_page: 10,
      total: 25,
    })
    expect(page.links).toEqual({
      first: 'http://localhost/api/v2/stores/101/products?keyword=tea&page=1',
      last: 'http://localhost/api/v2/stores/101/products?keyword=tea&page=3',
      prev: 'http://localhost/api/v2/stores/101/products?keyword=tea&page=1',
      next: 'http://localhost/api/v2/stores/101/products?keyword=tea&page=3',
    })
  })

  it('has null from/to on empty pages and no prev/next past the ends', () => {
    const empty = paginate([], { page: 1, perPage: 10, url })
    expect(empty.meta).toMatchObject({ from: null, to: null, last_page: 1, total: 0 })
    expect([empty.links.prev, empty.links.next]).toEqual([null, null])
    const beyond = paginate(rows, { page: 9, perPage: 10, url })
    expect(beyond.meta).toMatchObject({ from: null, to: null, last_page: 3 })
    expect(beyond.links.next).toBeNull()
    expect(beyond.links.prev).toContain('page=3')
  })

  it('always matches the client schema and covers every row exactly once', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 15 }), (total, perPage) => {
        const list = Array.from({ length: total }, (_, i) => i)
        const first = paginate(list, { page: 1, perPage, url })
        expect(v.is(paginated(v.number()), first)).toBe(true)
        const seen: number[] = []
        for (let page = 1; page <= first.meta.last_page; page++)
          seen.push(...paginate(list, { page, perPage, url }).data)
        expect(seen).toEqual(list)
      }),
    )
  })
})

describe('pageRequest', () => {
  const app = new Hono().get('/list', (c) => c.json(pageRequest(c, 12)))
  it('reads page and per_page, with defaults', async () => {
    expect(await (await app.request('http://h/list')).json()).toMatchObject({
      page: 1,
      perPage: 12,
    })
    expect(await (await app.request('http://h/list?page=3&per_page=5')).json()).toMatchObject({
      page: 3,
      perPage: 5,
    })
  })
  it('answers 422 for a page that is not a positive integer', async () => {
    for (const q of ['page=0', 'page=-1', 'page=x', 'per_page=1000']) {
      const res = await app.request(`http://h/list?${q}`)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_EXCEPTION' })
    }
  })
})
