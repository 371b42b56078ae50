import { useEffect, useRef } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { CheckoutStep } from '../../../machines/checkout/checkout-steps'
import { stepOfSnapshot, useCheckoutActor, type CheckoutActor } from './checkout-actor'

type Navigate = ReturnType<typeof useNavigate>

/** Each step's path segment, to tell whether the page showing a step is still the current one. */
const SEGMENTS: Record<CheckoutStep, string> = {
  category: '/checkout/step-category',
  products: '/checkout/step-products',
  shippingAndPayment: '/checkout/step-shipping-and-payment',
  done: '/checkout/step-done/',
}

/** A page the router is leaving may still render for a moment: it must not steer. */
const isCurrent = (router: ReturnType<typeof useRouter>, step: CheckoutStep) =>
  router.state.location.pathname.includes(SEGMENTS[step])

function goTo(navigate: Navigate, actor: CheckoutActor, step: CheckoutStep, replace: boolean) {
  const params = (prev: { storeSlug?: string }) => ({ storeSlug: prev.storeSlug ?? '' })
  const options = { replace, params }
  switch (step) {
    case 'category':
      return navigate({ to: '/stores/$storeSlug/marketplace/checkout/step-category', ...options })
    case 'products':
      return navigate({ to: '/stores/$storeSlug/marketplace/checkout/step-products', ...options })
    case 'shippingAndPayment':
      return navigate({
        to: '/stores/$storeSlug/marketplace/checkout/step-shipping-and-payment',
        ...options,
      })
    case 'done':
      return navigate({
        to: '/stores/$storeSlug/marketplace/checkout/step-done/$orderId',
        replace,
        params: (prev: { storeSlug?: string }) => ({
          storeSlug: prev.storeSlug ?? '',
          orderId: String(actor.getSnapshot().context.orderId ?? 0),
        }),
      })
  }
}

/**
 * The machine decides, the URL reflects (docs/machines/README.md#checkout): the step in the URL is
 * asked for (`checkout.step.open`) and, when the machine lands elsewhere (a deep link with nothing
 * chosen), the URL is replaced by its step. A step the machine moves to by itself (Next, an order
 * placed, items changed) is pushed, so Back returns to the step before. Returns the machine's step.
 */
export function useCheckoutStep(urlStep: CheckoutStep): CheckoutStep {
  const actor = useCheckoutActor()
  const navigate = useNavigate()
  const router = useRouter()
  const step = useSelector(actor, stepOfSnapshot)
  const last = useRef(step)

  useEffect(() => {
    if (!isCurrent(router, urlStep)) return
    if (actor.getSnapshot().status === 'active') {
      actor.send({ type: 'checkout.step.open', step: urlStep })
    }
    const now = stepOfSnapshot(actor.getSnapshot())
    last.current = now
    if (now !== urlStep) void goTo(navigate, actor, now, true)
  }, [actor, navigate, router, urlStep])

  useEffect(() => {
    // The snapshot now, not this render's: the effect above may just have moved the machine.
    const now = stepOfSnapshot(actor.getSnapshot())
    if (now === last.current || !isCurrent(router, urlStep)) return
    last.current = now
    if (now !== urlStep) void goTo(navigate, actor, now, false)
  }, [actor, navigate, router, step, urlStep])

  return step
}
