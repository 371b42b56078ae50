/**
 * Product-list queries as they go on the wire. The request schema turns `with_market=1` into
 * `true` for the server side; the API writes these flags as `1` (`with_market=1`, the seller
 * list's `all=1`) and tab lists comma-separated, so the client sends them that way.
 */
import * as v from 'valibot'
import { checked, type CallSpec, type QueryRecord } from '../client/call-spec'
import { ProductListQuerySchema } from '../schemas/requests/queries'

export type ProductListQueryInput = v.InferInput<typeof ProductListQuerySchema>

function onTheWire(query: v.InferOutput<typeof ProductListQuerySchema>): QueryRecord {
  const wire: Record<string, string | number | undefined> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === true) wire[key] = 1
    else if (Array.isArray(value)) wire[key] = value.join(',')
    else wire[key] = value
  }
  return wire
}

const ProductListWireQuerySchema = v.pipe(ProductListQuerySchema, v.transform(onTheWire))

/** The call spec with its query checked against the list rule, then written the wire's way. */
export function withProductQuery<S extends CallSpec<v.GenericSchema>>(
  spec: S,
  query: ProductListQueryInput,
): S {
  return { ...spec, query: checked(ProductListWireQuerySchema, query) }
}
