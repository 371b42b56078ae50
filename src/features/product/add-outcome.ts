import { isApiError } from '../../api/client/results'
import type { cartClient } from '../../api/shared/cart'
import type { AddOutcome } from './product-buy-form'

type AddToCartAnswer = Awaited<ReturnType<ReturnType<typeof cartClient>['addToCart']>>

/**
 * An add-cart call (either shop's) as the buy form reads it: the added and requested counts, or
 * the code to explain (the API's, NETWORK when the shop could not be reached, UNKNOWN for Z1).
 */
export async function addOutcomeOf(call: () => Promise<AddToCartAnswer>): Promise<AddOutcome> {
  try {
    const result = await call()
    if (!result.ok)
      return { ok: false, code: result.kind === 'http' ? result.error.code : 'UNKNOWN' }
    return { ok: true, added: result.data.added_quantity, requested: result.data.request_quantity }
  } catch (caught) {
    if (!isApiError(caught)) throw caught
    // An API failure is the buyer's to read; the client reported 5xx and garbled answers.
    return { ok: false, code: caught.failure.kind === 'network' ? 'NETWORK' : 'UNKNOWN' }
  }
}
