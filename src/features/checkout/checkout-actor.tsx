import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react'
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { inspect } from '../../lib/inspector'
import { provideCheckoutMachine, type ProvidedCheckoutMachine } from './checkout-effects'
import type { Http } from '../../api/http'
import {
  checkoutStepOf,
  type CheckoutState,
  type CheckoutStep,
} from '../../../machines/checkout/checkout-steps'
import { PAYMENT_HOSTS } from '../../../machines/payment/payment-redirect'

export type CheckoutActor = ActorRefFrom<ProvidedCheckoutMachine>
export type CheckoutSnapshot = SnapshotFrom<ProvidedCheckoutMachine>

const CheckoutContext = createContext<CheckoutActor | null>(null)

/**
 * One checkout per store and tab: a reload or Back resumes it (sessionStorage;
 * docs/reliability.md#nothing-lost).
 */
const storageKey = (storeId: number) => `checkout:marketplace:${storeId}`

/** The top-level state, whatever sub-state it is in (products.choosing …). */
export function stateOf(snapshot: CheckoutSnapshot): CheckoutState {
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as CheckoutState
}

export const stepOfSnapshot = (snapshot: CheckoutSnapshot): CheckoutStep =>
  checkoutStepOf(stateOf(snapshot))

function readPersisted(storeId: number): unknown {
  try {
    const raw = sessionStorage.getItem(storageKey(storeId))
    return raw ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    // A corrupt or unreadable entry only costs the buyer their choices, never the page.
    return undefined
  }
}

function startActor(
  storeId: number,
  member: boolean,
  getHttp: () => Promise<Http>,
  freshStart: boolean,
): CheckoutActor {
  const machine = provideCheckoutMachine(getHttp, storeId)
  const input = {
    storeId,
    member,
    allowedPaymentHosts: PAYMENT_HOSTS,
    appOrigin: window.location.origin,
  }
  const persisted = freshStart ? undefined : readPersisted(storeId)
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
 * Runs the checkout machine for the store, restored from this tab's saved snapshot, and saves
 * every change. A finished checkout stays done (Back from the done page) until the first step
 * starts a new one.
 */
export function CheckoutActorProvider({
  storeId,
  member,
  getHttp,
  onFirstStep,
  children,
}: {
  storeId: number
  member: boolean
  getHttp: () => Promise<Http>
  /** The category step is where a new checkout begins. */
  onFirstStep: boolean
  children: ReactNode
}) {
  const [actor, setActor] = useState(() => {
    const restored = startActor(storeId, member, getHttp, false)
    return restored.getSnapshot().status === 'done' && onFirstStep
      ? startActor(storeId, member, getHttp, true)
      : restored
  })
  // A new checkout after the done page (the buyer came back to shop more): set while rendering,
  // so the first step never renders with the finished actor. Other steps of a finished checkout
  // (Back from the done page) stay on done.
  if (onFirstStep && actor.getSnapshot().status === 'done') {
    setActor(startActor(storeId, member, getHttp, true))
  }
  // A layout effect, so the actor runs before the steps' effects send it `checkout.step.open`: a
  // page load on another step than the saved one (a bookmark, a typed URL) would otherwise queue
  // the event behind `start()`, and the step would steer the URL back to the saved step first.
  useLayoutEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(storageKey(storeId), JSON.stringify(actor.getPersistedSnapshot()))
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
  }, [actor, storeId])
  return <CheckoutContext.Provider value={actor}>{children}</CheckoutContext.Provider>
}

export function useCheckoutActor(): CheckoutActor {
  const actor = useContext(CheckoutContext)
  if (!actor) throw new Error('useCheckoutActor outside CheckoutActorProvider')
  return actor
}
