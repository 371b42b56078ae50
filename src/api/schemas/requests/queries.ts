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
 * Flags are taken only as the API spells them (docs/sandbox.md#query-flags): how the server reads
 * another spelling is not given (a presence check takes `all=0` as on, a boolean parse takes a
 * bare `all` as off), so `all=true`, `all=0` and the like are refused rather than guessed at.
 * The client gives `true` (or `1`); the server side receives the query's strings.
 */
const FLAG_MESSAGE = 'A flag is written bare (`all`) or as `1` (`with_market=1`)'
const BARE_FLAG_MESSAGE = 'This flag is written bare (`all`), without a value'

/**
 * The product lists' flags: `with_market=1`, and `all` bare (the marketplace's spelling) or as
 * `all=1` (the seller list's). A flag that is off is left out.
 */
export const QueryFlagSchema = v.pipe(
  v.union([v.literal(true), v.literal(1), v.literal(''), v.literal('1')], FLAG_MESSAGE),
  v.transform((): true => true),
)

/** A flag the API writes bare (`?all`, `?role=buyer&all`): it arrives as the empty string. */
export const BareFlagSchema = v.pipe(
  v.union([v.literal(true), v.literal('')], BARE_FLAG_MESSAGE),
  v.transform((): true => true),
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

/**
 * GET /orders/{id}/messages?role=buyer&all. The call is only ever written with `all`; what the
 * server answers without it (a first page?) is not given, so it is required.
 */
export const OrderMessagesQuerySchema = v.object({
  role: v.literal('buyer'),
  all: BareFlagSchema,
})

/** GET /stores/{id}/channels?all: required, as on the messages. */
export const AllQuerySchema = v.object({ all: BareFlagSchema })

/** GET /jp-zip?zipcode=: seven digits, as the postcode lookup takes them. */
export const JpZipQuerySchema = v.object({
  zipcode: v.pipe(v.string(), v.regex(/^\d{7}$/, 'A postcode is seven digits')),
})

/** GET /stores/query: the store of a liver, or of a post; one of the two. */
export const StoreQuerySchema = v.union([
  v.object({ liver_id: QueryIntSchema, post_id: absent }),
  v.object({ post_id: QueryIntSchema, liver_id: absent }),
])
