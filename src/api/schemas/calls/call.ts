/**
 * One call of the API as data (docs/api.md#one-call-table-two-sides): method, path (hono style,
 * `:id`), what it takes and what it answers. Clients build their functions from these and the
 * sandbox its routes, so the two cannot drift. `errorBody` is the 4xx body of the call's error
 * family (docs/errors.md), when it has one; any other failure body is `ErrorBodySchema` (a 422 is
 * `ValidationErrorBodySchema`).
 *
 * Wrapping rule for answers (docs/api.md#how-answers-are-wrapped): where the API documents an
 * answer's top-level fields (login, add-cart, checkout, me, gmo-credit, jp-zip, pricing,
 * fast-checkout, gmo-paypay ...) they are top level, and where it says "data" under `data`.
 * Otherwise a single resource is `{ data: X }`, a whole collection `{ data: X[] }`, a paged list
 * the paginated shape, and a call with no stated answer `{ success }`.
 */
import type * as v from 'valibot'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface CallContract {
  method: HttpMethod
  path: string
  body?: v.GenericSchema
  query?: v.GenericSchema
  response: v.GenericSchema
  errorBody?: v.GenericSchema
}

/** The parsed answer of a call. */
export type ResponseOf<C extends CallContract> = v.InferOutput<C['response']>
/** What a caller gives as the body (before the schema's transforms). */
export type BodyOf<C extends CallContract> = C['body'] extends v.GenericSchema
  ? v.InferInput<C['body']>
  : never
export type QueryOf<C extends CallContract> = C['query'] extends v.GenericSchema
  ? v.InferInput<C['query']>
  : never
export type ErrorBodyOf<C extends CallContract> = C['errorBody'] extends v.GenericSchema
  ? v.InferOutput<C['errorBody']>
  : never

/** Names of the `:params` in a path: `'/orders/:id/messages'` gives `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/**
 * Path parameters named as text: a store's `slug` and an e-mailed `token`. Every other one
 * (`id`, `productId`, `postId`, `addressId`) is a numeric id, so a slug cannot be passed where the
 * API takes an id (a server that routes ids only answers a slug with 404).
 */
type TextParam = 'slug' | 'token'

/** What each of a path's `:params` takes: `{ id: number }` for `'/stores/:id/carts'`. */
export type PathParamValues<P extends string> = {
  [Name in PathParams<P>]: Name extends TextParam ? string : number
}

/** Fills a path's `:params`, URL-encoded: `fillPath('/orders/:id', { id: 5 })` is `/orders/5`. */
export function fillPath<P extends string>(path: P, params: PathParamValues<P>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
