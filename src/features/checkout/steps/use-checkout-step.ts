import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'
import { stepOfSnapshot, useCheckoutActor, useCheckoutRoutes } from '../actor/checkout-context'
import { afterPaint } from '../../../lib/yield-to-browser'

/**
 * The machine decides, the URL reflects (docs/machines/README.md#checkout): the step in the URL is
 * asked for (`checkout.step.open`) and, when the machine lands elsewhere (a deep link with nothing
 * chosen), the URL is replaced by its step. A step the machine moves to by itself (Next, an order
 * placed, items changed) is pushed, so Back returns to the step before. Returns the machine's step.
 */
export function useCheckoutStep(urlStep: CheckoutStep): CheckoutStep {
  const actor = useCheckoutActor()
  const routes = useCheckoutRoutes()
  const navigate = useNavigate()
  // The location as this render sees it, so the effects run again when it changes: a step route
  // may mount before the router's location reaches it (Back to a step), and must steer then.
  const pathname = useLocation({ select: (location) => location.pathname })
  const step = useSelector(actor, stepOfSnapshot)
  const last = useRef(step)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // Follows the URL: the step in the address is the step asked for.
  useEffect(() => {
    if (!routes.shows(pathname, urlStep)) return
    if (actor.getSnapshot().status === 'active') {
      actor.send({ type: 'checkout.step.open', step: urlStep })
    }
    const now = stepOfSnapshot(actor.getSnapshot())
    last.current = now
    if (now !== urlStep) {
      void routes.go(navigate, now, actor.getSnapshot().context.orderId, true)
    }
  }, [actor, navigate, pathname, routes, urlStep])

  useEffect(() => {
    // The snapshot now, not this render's: the effect above may just have moved the machine.
    const now = stepOfSnapshot(actor.getSnapshot())
    if (now === last.current || !routes.shows(pathname, urlStep)) return
    last.current = now
    if (now === urlStep) return
    // Taken once the press that moved the machine has drawn its answer (this step leaving, its
    // actions busy): in the press's own task, the router's start on the next step held the
    // first paint back. A machine that moved on again meanwhile is followed by its own turn here.
    void afterPaint().then(() => {
      if (!mounted.current || stepOfSnapshot(actor.getSnapshot()) !== now) return
      void routes.go(navigate, now, actor.getSnapshot().context.orderId, false)
    })
  }, [actor, navigate, pathname, routes, step, urlStep])

  return step
}

/**
 * Whether this step's screen is on its way out: the machine has left the step after the screen
 * showed it, and the next step's screen is still loading (its code, its cart). The router keeps
 * the old screen until then; its actions wait, with a busy sign, since a press there would act on
 * the step the machine is already on (a second Next could pass the products step unseen).
 * Returns false while a screen mounts before the machine reaches it (Back to a step).
 */
export function useLeavingStep(urlStep: CheckoutStep): boolean {
  const step = useCheckoutStep(urlStep)
  const [shown, setShown] = useState(step === urlStep)
  if (step === urlStep && !shown) setShown(true)
  return shown && step !== urlStep
}
