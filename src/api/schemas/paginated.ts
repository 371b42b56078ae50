/** The paginated list: every paged endpoint (orders, products) answers in this shape. */
import * as v from 'valibot'
import { CountSchema } from './common'

export const PaginationLinksSchema = v.object({
  first: v.string(),
  last: v.string(),
  prev: v.nullable(v.string()),
  next: v.nullable(v.string()),
})
export type PaginationLinks = v.InferOutput<typeof PaginationLinksSchema>

/**
 * `from` and `to` are the positions of the page's first and last rows, null on an empty page.
 * The counts are only promised to be non-negative integers; nothing stricter is asked of the server
 * (a `last_page` of 0 for an empty list is its business, not a mismatch to report).
 */
export const PaginationMetaSchema = v.object({
  current_page: CountSchema,
  from: v.nullable(CountSchema),
  to: v.nullable(CountSchema),
  last_page: CountSchema,
  path: v.string(),
  per_page: CountSchema,
  total: CountSchema,
})
export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>

export function paginated<const TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    data: v.array(item),
    links: PaginationLinksSchema,
    meta: PaginationMetaSchema,
  })
}

export type Paginated<TItem> = {
  data: TItem[]
  links: PaginationLinks
  meta: PaginationMeta
}
