import * as v from 'valibot'
import { PageParamSchema } from '../live/paging/page-search'

/** The shop tab's query: `keyword` (as typed; digits stay text) and `page`. */
export const ProductSearch = v.object({
  keyword: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim())),
    undefined,
  ),
  page: PageParamSchema,
})
