import * as v from 'valibot'
import { QueryIntSchema } from '../../../api/schemas/requests/queries'

/**
 * `?page=` of a paged list: a positive integer (the router may hand it over as a number or as
 * digits); anything else is the first page rather than a failure, since links get mangled.
 */
export const PageSearch = v.object({
  page: v.fallback(v.optional(QueryIntSchema), undefined),
})
