import type { Context } from 'hono'
import * as v from 'valibot'
import type { Paginated } from '../../src/api/schemas/paginated'
import { FX } from '../db/fixtures'
import { check } from './validate'

/**
 * The paginated list (src/api/schemas/paginated.ts), Laravel style: 1-based pages, `from`/`to` the
 * 1-based positions of the page's first and last rows (null on an empty page), `last_page` at least
 * 1, links that keep the request's other query parameters.
 */
export interface PageRequest {
  page: number
  perPage: number
  /** The request URL; links and `meta.path` are built from it. */
  url: string
}

const positiveInt = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d*$/, 'Must be a positive integer.'),
  v.transform(Number),
)
const PageQuerySchema = v.object({
  page: v.optional(positiveInt),
  per_page: v.optional(v.pipe(positiveInt, v.maxValue(100, 'Must be at most 100.'))),
})

/** Page and page size from `?page=&per_page=` (422 when not positive integers), with defaults. */
export function pageRequest(c: Context, perPage: number = FX.perPage): PageRequest {
  const raw = c.req.query()
  const query = check(PageQuerySchema, { page: raw.page, per_page: raw.per_page }, 'query')
  return { page: query.page ?? 1, perPage: query.per_page ?? perPage, url: c.req.url }
}

export function paginate<T>(rows: readonly T[], request: PageRequest): Paginated<T>
export function paginate<T, R>(
  rows: readonly T[],
  request: PageRequest,
  toView: (row: T) => R,
): Paginated<R>
export function paginate<T>(
  rows: readonly T[],
  request: PageRequest,
  toView: (row: T) => unknown = (row) => row,
): Paginated<unknown> {
  const { page, perPage } = request
  const total = rows.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const start = (page - 1) * perPage
  const slice = rows.slice(start, start + perPage)
  const data = slice.map(toView)
  const url = new URL(request.url)
  const path = `${url.origin}${url.pathname}`
  const link = (n: number) => {
    const params = new URLSearchParams(url.search)
    params.set('page', String(n))
    return `${path}?${params.toString()}`
  }
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
      last_page: lastPage,
      path,
      per_page: perPage,
      total,
    },
  }
}
