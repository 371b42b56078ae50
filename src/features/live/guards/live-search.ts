import * as v from 'valibot'
import { PaymentReturnSearch } from '../../payment/payment-return-search'

const IdParam = v.fallback(v.optional(v.union([v.string(), v.number()])), undefined)

/**
 * The ids our own links write (`liver_id`, `post_id`, `stream_id`), so typed links can carry
 * them from page to page. The guards read every spelling from the raw query (live-query.ts).
 */
export const LiveLinkSearch = v.object({ liver_id: IdParam, post_id: IdParam, stream_id: IdParam })

/** A live page a payment provider sends the buyer back to: the live ids and the return. */
export const LiveReturnSearch = v.object({
  ...LiveLinkSearch.entries,
  ...PaymentReturnSearch.entries,
})
