/**
 * Query strings of the calls. They arrive as strings on the server side (the sandbox) and may be
 * numbers on the client side, so numbers and flags accept both and come out typed.
 */
import * as v from 'valibot'
import { PositiveIntegerSchema } from '../../../lib/integers'
import { ProductTabSchema } from '../product'
import { absent } from './absent'

/** A positive integer given as a number or as its decimal digits. */
export const QueryIntSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'Not a number'))]),
  v.transform(Number),
  PositiveIntegerSchema,
)

/**
 * A flag such as `with_market=1` or a bare `all` (which arrives as the empty string): present
 * means on, except the explicit `0` and `false`.
 */
export const QueryFlagSchema = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.transform((value) => !(value === false || value === 0 || value === '0' || value === 'false')),
)

/** Paged lists: `page` from 1; `per_page` is the server's choice unless given. */
export const PageQuerySchema = v.object({
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
})
export type PageQuery = v.InferOutput<typeof PageQuerySchema>

/** `tab_names` as a list or a comma-separated string. */
const TabNamesSchema = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) => (Array.isArray(value) ? value : value.split(',').filter(Boolean))),
  v.array(ProductTabSchema),
)

/** GET stores/{id}/products (both APIs): `all` puts every product on one page. */
export const ProductListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  keyword: v.optional(v.string()),
  with_market: v.optional(QueryFlagSchema),
  tab_names: v.optional(TabNamesSchema),
  all: v.optional(QueryFlagSchema),
})
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>

/** GET /orders/{id}/messages?role=buyer&all. */
export const OrderMessagesQuerySchema = v.object({
  role: v.literal('buyer'),
  all: v.optional(QueryFlagSchema),
})

/** GET /stores/{id}/channels?all. */
export const AllQuerySchema = v.object({ all: v.optional(QueryFlagSchema) })

/** GET /jp-zip?zipcode=: seven digits, as the postcode lookup takes them. */
export const JpZipQuerySchema = v.object({
  zipcode: v.pipe(v.string(), v.regex(/^\d{7}$/, 'A postcode is seven digits')),
})

/** GET /stores/query: the store of a liver, or of a post; one of the two. */
export const StoreQuerySchema = v.union([
  v.object({ liver_id: QueryIntSchema, post_id: absent }),
  v.object({ post_id: QueryIntSchema, liver_id: absent }),
])
