/**
 * The done page's query as a 3-D Secure return leaves it. Apart from payment-return.ts (the hook)
 * because a route's `validateSearch` is in every page's shell: this must import valibot only.
 */
import * as v from 'valibot'

/** The router hands digits over as a number; a typed link may give a string. */
const OrderId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.safeInteger(),
  v.minValue(1),
)

/**
 * What a provider page (3-D Secure) adds to the done page's URL when it sends the buyer back:
 * the app's own `payment=returned` (checkout-payment.ts) and the provider's `order_id` and
 * `outcome`. Links get mangled: anything malformed is dropped, never an error page.
 */
export const PaymentReturnSearch = v.object({
  payment: v.fallback(v.optional(v.literal('returned')), undefined),
  order_id: v.fallback(v.optional(OrderId), undefined),
  // A hint only (the order decides), so an outcome not known here is no outcome.
  outcome: v.fallback(v.optional(v.picklist(['paid', 'declined', 'canceled'])), undefined),
})

export type PaymentReturn = v.InferOutput<typeof PaymentReturnSearch>

/**
 * What the address says of a provider's return, as the payment machine's event: the order the
 * provider names (`order_id`), or, when it names none, the order of the page it came back to (each
 * payment's return URL is its order's page). Not a return: null. The machine judges whether the
 * return is its run's; every page that pays hands it over with this, unjudged.
 */
export function providerReturnOf(search: PaymentReturn, pageOrderId: number) {
  if (search.payment !== 'returned') return null
  return {
    type: 'payment.returned' as const,
    orderId: search.order_id ?? pageOrderId,
    outcome: search.outcome ?? null,
  }
}

/** The search without the return's parameters, the rest (locale …) kept. */
export const withoutPaymentReturn = <S extends object>(search: S) => ({
  ...search,
  payment: undefined,
  order_id: undefined,
  outcome: undefined,
})
