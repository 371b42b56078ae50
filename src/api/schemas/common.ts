/**
 * Building blocks shared by every schema of the API contract (docs/entities.md). The sandbox
 * imports these same modules, so nothing here may touch the browser, React or the router.
 *
 * Object policy: entities use `v.object`, which accepts keys the server adds and drops them from
 * the output. The API belongs to another team and grows; an unknown key must not turn a good
 * answer into a reported mismatch, and dropping it keeps the inferred types exact (a
 * `looseObject` would give every entity an index signature that lets typos through). Only
 * payloads whose field list is open-ended ("plus others") keep their extra keys (see stream.ts).
 */
import * as v from 'valibot'
import { NonNegativeIntegerSchema, PositiveIntegerSchema } from '../../lib/integers'

/** Ids of the API's own resources (orders, products, stores, cart items ...) are positive integers. */
export const IdSchema = PositiveIntegerSchema
export type Id = v.InferOutput<typeof IdSchema>

export const IdListSchema = v.array(IdSchema)

/** Quantities a buyer asks for: at least 1. */
export const QuantitySchema = PositiveIntegerSchema
/** Stock levels and counts: 0 or more. */
export const CountSchema = NonNegativeIntegerSchema

/**
 * A money amount in the currency of its store. JPY and TWD have no minor unit in practice, but the
 * API sends plain JSON numbers, so any finite number of at least 0 is accepted: amounts are
 * never below 0 (docs/entities.md#value-rules).
 */
export const AmountSchema = v.pipe(v.number(), v.finite(), v.minValue(0, 'Must be at least 0'))

export const CURRENCIES = ['JPY', 'TWD'] as const
export const CurrencySchema = v.picklist(CURRENCIES)
export type Currency = v.InferOutput<typeof CurrencySchema>

/** Where a store sells and where an address lies. */
export const REGIONS = ['JP', 'TW'] as const
export const RegionSchema = v.picklist(REGIONS)
export type Region = v.InferOutput<typeof RegionSchema>

export const NonEmptyStringSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'))
export const EmailSchema = v.pipe(v.string(), v.trim(), v.email('Not a valid e-mail address'))
export const UrlSchema = v.pipe(v.string(), v.url('Not a valid URL'))

export const ImageSchema = v.object({ id: IdSchema, url: v.string() })
export type Image = v.InferOutput<typeof ImageSchema>

/**
 * Free-form `info` blobs whose content the API does not document: accepted as any JSON object (or
 * null), so the UI can only read them after checking.
 */
export const InfoSchema = v.nullish(v.record(v.string(), v.unknown()))

/** `{ data: X }`: the envelope of every single resource answer (see responses/*). */
export function dataOf<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.object({ data: schema })
}

/** `{ data: X[] }`: a whole, never-paged collection (addresses, cards, settings, messages ...). */
export function listOf<const TSchema extends v.GenericSchema>(item: TSchema) {
  return v.object({ data: v.array(item) })
}

/** Answer of a call with nothing to say (deletes, e-mails sent ...). */
export const SuccessSchema = v.object({ success: v.boolean() })
export type Success = v.InferOutput<typeof SuccessSchema>
