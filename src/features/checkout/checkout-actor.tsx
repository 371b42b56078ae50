import { useLayoutEffect, useState, type ReactNode } from 'react'
import { createActor } from 'xstate'
import { inspect } from '../../lib/inspector'
import type { Http } from '../../api/http'
import { provideCheckoutMachine } from './checkout-effects'
import type { CheckoutShopApi } from './checkout-shop-api'
import { paymentHosts } from '../payment/payment-hosts'
import type { CheckoutRoutes } from './checkout-routes'
import {
  CheckoutContext,
  stateOf,
  type CheckoutActor,
  type CheckoutSnapshot,
} from './checkout-context'
import { storageKey, unpaidKey, unpaidOrderOf, type CheckoutPlace } from './checkout-storage'

/**
 * A checkout that blocks a new one when the buyer starts again from the cart: finished, or an
 * order placed and waiting for its payment (which is set aside, not lost).
 */
function settledForNewCart(actor: CheckoutActor, place: CheckoutPlace): boolean {
  const snapshot = actor.getSnapshot()
  if (snapshot.status === 'done') return true
  if (stateOf(snapshot) !== 'paying') return false
  try {
    sessionStorage.setItem(unpaidKey(place), JSON.stringify(actor.getPersistedSnapshot()))
  } catch {
    // Storage refused: the order stays in the buyer's e-mail and order list.
  }
  return true
}

/** Which shop's checkout runs (its calls), in which store, for whom. */
export interface CheckoutSetup {
  api: CheckoutShopApi
  getHttp: () => Promise<Http>
  /** Where a provider (3-D Secure, PayPay) sends the browser back for an order. */
  returnUrl: (orderId: number) => string
  storeId: number
  /** The stream the buyer came from (live shop), else null. */
  streamId: number | null
  member: boolean
}

function readPersisted(place: CheckoutPlace): unknown {
  try {
    const raw = sessionStorage.getItem(storageKey(place))
    return raw ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    // A corrupt or unreadable entry only costs the buyer their choices, never the page.
    return undefined
  }
}

function startActor(setup: CheckoutSetup, freshStart: boolean): CheckoutActor {
  const { api, storeId, streamId, member } = setup
  const { shop } = api
  const machine = provideCheckoutMachine(api, {
    getHttp: setup.getHttp,
    storeId,
    returnUrl: setup.returnUrl,
  })
  const input = {
    shop,
    storeId,
    streamId,
    member,
    allowedPaymentHosts: paymentHosts,
    appOrigin: window.location.origin,
  }
  const persisted = freshStart ? undefined : readPersisted({ shop, storeId, member })
  if (persisted) {
    try {
      const actor = createActor(machine, {
        input,
        inspect,
        snapshot: persisted as CheckoutSnapshot,
      })
      // A checkout of another visitor (logged in or out since) starts over.
      if (actor.getSnapshot().context.member === member) return actor
    } catch {
      // A snapshot of an older machine: start over rather than fail.
    }
  }
  return createActor(machine, { input, inspect })
}

/**
 * Runs the checkout machine for the shop and store, restored from this tab's saved snapshot, and
 * saves every change. A finished checkout stays done (Back from the done page) until the first
 * step starts a new one.
 */
export function CheckoutActorProvider({
  setup,
  routes,
  onFirstStep,
  children,
}: {
  setup: CheckoutSetup
  /** Where each step of this shop's checkout lives. */
  routes: CheckoutRoutes
  /** The category step is where a new checkout begins. */
  onFirstStep: boolean
  children: ReactNode
}) {
  const { api, storeId, member } = setup
  const { shop } = api
  const [place] = useState(() => ({ shop, storeId, member }))
  const [actor, setActor] = useState(() => {
    const restored = startActor(setup, false)
    return onFirstStep && settledForNewCart(restored, place) ? startActor(setup, true) : restored
  })
  // A new checkout after the done page, or after an order left unpaid (the buyer came back to
  // shop more, by the cart): set while rendering, so the first step never renders with the old
  // actor. Other steps of a finished checkout (Back from the done page) stay on done.
  if (onFirstStep && settledForNewCart(actor, place)) {
    setActor(startActor(setup, true))
  }
  const unpaidOrderId = onFirstStep ? unpaidOrderOf(place) : null
  // A layout effect, so the actor runs before the steps' effects send it `checkout.step.open`: a
  // page load on another step than the saved one (a bookmark, a typed URL) would otherwise queue
  // the event behind `start()`, and the step would steer the URL back to the saved step first.
  useLayoutEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(storageKey(place), JSON.stringify(actor.getPersistedSnapshot()))
      } catch {
        // Storage full or refused: the checkout goes on, it only cannot resume after a reload.
      }
    }
    const subscription = actor.subscribe(save)
    // A child's change (the payment machine entering `redirecting` just before the browser leaves
    // for 3-D Secure) is no change of the checkout's own snapshot: the system reports it.
    const children = actor.system.inspect((event) => {
      if (event.type === '@xstate.snapshot' && event.actorRef !== actor) save()
    })
    actor.start()
    save()
    return () => {
      subscription.unsubscribe()
      children.unsubscribe()
    }
  }, [actor, place])
  const [value, setValue] = useState({ actor, routes, unpaidOrderId, api })
  if (
    value.actor !== actor ||
    value.routes !== routes ||
    value.unpaidOrderId !== unpaidOrderId ||
    value.api !== api
  ) {
    setValue({ actor, routes, unpaidOrderId, api })
  }
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>
}
