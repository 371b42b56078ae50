import { useEffect, useEffectEvent } from 'react'
import { useSelector } from '@xstate/react'
import * as v from 'valibot'
import { stepOfSnapshot, useCheckoutActor } from './checkout-actor'
import type { PaymentActor } from './store-payment-form'

/** The router hands digits over as a number; a typed link may give a string. */
const OrderId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.safeInteger(),
  v.minValue(1),
)

/**
 * What a provider page (3-D Secure) adds to the done page's URL when it sends the buyer back:
 * the app's own `payment=returned` (app/checkout-payment.ts) and the provider's `order_id` and
 * `outcome`. Links get mangled: anything malformed is dropped, never an error page.
 */
export const PaymentReturnSearch = v.object({
  payment: v.fallback(v.optional(v.literal('returned')), undefined),
  order_id: v.fallback(v.optional(OrderId), undefined),
  // A hint only (the order decides), so an outcome not known here is no outcome.
  outcome: v.fallback(v.optional(v.picklist(['paid', 'declined', 'canceled'])), undefined),
})

export type PaymentReturn = v.InferOutput<typeof PaymentReturnSearch>

/** The search without the return's parameters, the rest (locale …) kept. */
export const withoutPaymentReturn = <S extends object>(search: S) => ({
  ...search,
  payment: undefined,
  order_id: undefined,
  outcome: undefined,
})

/**
 * On the done page of `orderId`: when the URL says the provider sent the buyer back for this
 * order and the payment machine waits in `redirecting`, tells it so (it then re-reads the order,
 * which alone decides). Then `clear` drops the parameters (a replace), so a reload or Back does
 * not report the return again.
 */
export function usePaymentReturn(orderId: string, search: PaymentReturn, clear: () => void) {
  const actor = useCheckoutActor()
  const onDone = useSelector(actor, (s) => stepOfSnapshot(s) === 'done')
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined)
  const redirecting = useSelector(payment, (s) => s?.value === 'redirecting')
  const reported = search.payment === 'returned'
  const forThisOrder = reported && String(search.order_id) === orderId
  const outcome = search.outcome ?? null
  const clearNow = useEffectEvent(clear)

  useEffect(() => {
    // Off the done step the step hook moves the page (and its URL) anyway.
    if (!reported || !onDone) return
    if (forThisOrder && redirecting && payment?.getSnapshot().context.orderId === Number(orderId)) {
      payment.send({ type: 'payment.returned', outcome })
    }
    clearNow()
  }, [reported, onDone, forThisOrder, redirecting, payment, orderId, outcome])
}
