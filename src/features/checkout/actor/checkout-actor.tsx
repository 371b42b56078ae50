import { useLayoutEffect, useState, type ReactNode } from 'react'
import { createActor, type AnyActorRef } from 'xstate'
import { inspect } from '../../../lib/inspector'
import type { Http } from '../../../api/http'
import { provideCheckoutMachine } from './checkout-effects'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import { paymentHosts } from '../../payment/payment-hosts'
import type { CheckoutRoutes } from './checkout-routes'
import { CheckoutContext, stateOf, type CheckoutActor } from './checkout-context'
import { storageKey, unpaidKey, unpaidOrderOf, type CheckoutPlace } from './checkout-storage'
import { readSnapshot, savedText, saveSnapshot } from '../../../lib/saved-snapshot'
import { sessionStore } from '../../../lib/web-storage'
import { afterPaint } from '../../../lib/yield-to-browser'
import { itemsKey, joinItems, setItemsApart } from './saved-items'
import { ToOrderPage } from '../steps/to-order-page'
import type { LoadingFlag } from '../../shared/global-loading'
import { useRestLater } from '../../ui/use-rest-later'
import { useLoadingFlag } from '../../shared/use-loading-flag'

/** How long a change within a step waits to be saved with the changes after it. */
const SAVE_WITHIN_MS = 400

/**
 * Which step and whether finished: what is saved the moment it changes. A move within a step
 * (asking the prices, saving a quantity) is saved with the rest of its moment, so a step of a
 * cart of thousands is not written out at each of them.
 */
const stepOf = (snapshot: ReturnType<CheckoutActor['getSnapshot']>) =>
  `${snapshot.status}:${stateOf(snapshot)}`

/** The step's own asks, whose answers are part of its moment: the subtotal, the prices. */
const STEP_ASKS: ReadonlySet<string> = new Set(['subtotal', 'pricing'])

/**
 * Whether a checkout is over as far as a new cart is concerned: finished, or an order placed and
 * waiting for its payment (which is set aside, not lost). The first step then starts a new one.
 */
function isSettled(actor: CheckoutActor): boolean {
  const snapshot = actor.getSnapshot()
  return snapshot.status === 'done' || stateOf(snapshot) === 'paying'
}

/**
 * A settled checkout's replacement: an unpaid order's checkout is set aside first, for the first
 * step's offer to pay it. Called while rendering, so the first step never renders with the old
 * actor; the write is the same for the same snapshot, so a render React repeats writes nothing
 * new. Refused storage: the order stays in the buyer's e-mail and order list.
 */
function startOver(setup: CheckoutSetup, settled: CheckoutActor, place: CheckoutPlace): Started {
  if (stateOf(settled.getSnapshot()) === 'paying')
    saveSnapshot(unpaidKey(place), 'checkout', settled.getPersistedSnapshot())
  return startActor(setup, true)
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
  /** Whom the checkout is for (see `CheckoutPlace`): a saved one is restored for them only. */
  person: string
  /** The order's own page, where a checkout that cannot be resumed sends the buyer of its order. */
  orderPage: (orderId: number) => string
  /** Raised while the browser leaves for a provider's page. */
  loading?: LoadingFlag
}

/** A new checkout, and the order of the saved one it replaces when that could not be restored. */
interface Started {
  actor: CheckoutActor
  droppedOrderId: number | null
  /** Restored from the saved snapshot, so told `checkout.resumed` once it runs. */
  resumed: boolean
}

const orderIdOf = (context: Record<string, unknown> | null) => {
  const id = context?.orderId
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

function startActor(setup: CheckoutSetup, freshStart: boolean): Started {
  const { api, storeId, streamId, member } = setup
  const { shop } = api
  const machine = provideCheckoutMachine(api, {
    getHttp: setup.getHttp,
    storeId,
    returnUrl: setup.returnUrl,
    loading: setup.loading,
  })
  const input = {
    shop,
    storeId,
    streamId,
    member,
    allowedPaymentHosts: paymentHosts,
    appOrigin: window.location.origin,
  }
  const fresh = () => createActor(machine, { input, inspect })
  if (freshStart) return { actor: fresh(), droppedOrderId: null, resumed: false }
  // Saved by another release, or not restorable at all: dropped and reported, and the page
  // rebuilds from the server (the order's page, else the cart as it now is).
  const key = storageKey({ shop, storeId, member, person: setup.person })
  const saved = readSnapshot(machine, key, 'checkout', (parsed) => joinItems(key, parsed))
  if (saved.kind === 'dropped') {
    sessionStore.removeItem(itemsKey(key))
    return { actor: fresh(), droppedOrderId: orderIdOf(saved.context), resumed: false }
  }
  if (saved.kind === 'restorable') {
    const actor = createActor(machine, { input, inspect, snapshot: saved.snapshot })
    // A checkout of another visitor (logged in or out since) starts over.
    if (actor.getSnapshot().context.member === member) {
      return { actor, droppedOrderId: null, resumed: true }
    }
  }
  return { actor: fresh(), droppedOrderId: null, resumed: false }
}

/**
 * Runs the checkout machine for the shop and store, restored from this tab's saved snapshot, and
 * saves its changes: a step's at once, those within a step together a moment later. A finished checkout stays done (Back from the done page) until the first
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
  // The provider hand-over raises the global loading flag (the router context's).
  const withFlag: CheckoutSetup = { ...setup, loading: useLoadingFlag() }
  const { api, storeId, member, person } = setup
  const { shop } = api
  const [place] = useState(() => ({ shop, storeId, member, person }))
  const [{ actor, droppedOrderId, resumed }, setStarted] = useState(() => {
    const restored = startActor(withFlag, false)
    return onFirstStep && isSettled(restored.actor)
      ? startOver(withFlag, restored.actor, place)
      : restored
  })
  // A new checkout after the done page, or after an order left unpaid (the buyer came back to
  // shop more, by the cart): set while rendering, so the first step never renders with the old
  // actor. Other steps of a finished checkout (Back from the done page) stay on done.
  if (onFirstStep && isSettled(actor)) {
    setStarted(startOver(withFlag, actor, place))
  }
  const unpaidOrderId = onFirstStep ? unpaidOrderOf(place) : null
  // A layout effect, so the actor runs before the steps' effects send it `checkout.step.open`: a
  // page load on another step than the saved one (a bookmark, a typed URL) would otherwise queue
  // the event behind `start()`, and the step would steer the URL back to the saved step first.
  useLayoutEffect(() => {
    const key = storageKey(place)
    let soon: ReturnType<typeof setTimeout> | undefined
    /** What this provider last wrote, to know whether another hand wrote or dropped it since. */
    let written: string | null = null
    /** The cart's items it last wrote apart (saved-items.ts). */
    let writtenItems: readonly unknown[] | null = null
    // Storage full or refused: the checkout goes on, it only cannot resume after a reload.
    const save = () => {
      clearTimeout(soon)
      soon = undefined
      const apart = setItemsApart(key, actor.getPersistedSnapshot(), writtenItems)
      writtenItems = apart.written
      const text = savedText('checkout', apart.snapshot)
      // What is saved already (this step's provider started again) is not written out again:
      // reading it back costs a fraction of writing it. Storage that refuses it keeps it in
      // memory, so it reads back as written either way.
      if (sessionStore.getItem(key) !== text) sessionStore.setItem(key, text)
      written = text
    }
    // A change of step is saved at once (below); a change within one (a tick, a typed field)
    // with the others of that moment, so a cart of thousands is not written out per tick.
    // Leaving or hiding the page writes what is still to write.
    const saveSoon = () => {
      soon ??= setTimeout(flush, SAVE_WITHIN_MS)
    }
    // A change of step is written as soon as the press that made it has drawn its answer: the
    // write of a cart of thousands is no part of the press. Until then it is pending as any
    // other, so leaving the page writes it first.
    const saveAfterPaint = () => {
      saveSoon()
      void afterPaint().then(flush)
    }
    // A checkout dropped meanwhile (another person shows in this tab) stays dropped, and one put
    // back (an unpaid order resumed) stays put back.
    const flush = () => {
      if (soon === undefined) return
      clearTimeout(soon)
      soon = undefined
      if (written !== null && sessionStore.getItem(key) === written) save()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    let step = stepOf(actor.getSnapshot())
    const subscription = actor.subscribe((snapshot) => {
      const now = stepOf(snapshot)
      if (now === step) return saveSoon()
      step = now
      saveAfterPaint()
    })
    // A child's change (the payment machine entering `redirecting` just before the browser leaves
    // for 3-D Secure) is no change of the checkout's own snapshot: the system reports it. The
    // step's asks are part of its moment.
    const children = actor.system.inspect((event) => {
      if (event.type !== '@xstate.snapshot' || event.actorRef === actor) return
      if (STEP_ASKS.has((event.actorRef as AnyActorRef).id)) saveSoon()
      else save()
    })
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onHidden)
    actor.start()
    if (resumed) actor.send({ type: 'checkout.resumed' })
    save()
    return () => {
      subscription.unsubscribe()
      children.unsubscribe()
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onHidden)
      flush()
    }
  }, [actor, place, resumed])
  const [value, setValue] = useState({ actor, routes, unpaidOrderId, api, place })
  if (
    value.actor !== actor ||
    value.routes !== routes ||
    value.unpaidOrderId !== unpaidOrderId ||
    value.api !== api
  ) {
    setValue({ actor, routes, unpaidOrderId, api, place })
  }
  // The checkout's machines start in one render and its step shows in the next, which React
  // renders in slices: together they were the one long task of a step's first load.
  const stepNow = useRestLater()
  if (droppedOrderId !== null) {
    return <ToOrderPage href={setup.orderPage(droppedOrderId)} />
  }
  return (
    <CheckoutContext.Provider value={value}>
      {/* Until then the page's footer is hidden (checkout.css), so it does not show in between
          and jump down when the step arrives (a layout shift). */}
      {stepNow ? children : <div className="checkout-step-pending" />}
    </CheckoutContext.Provider>
  )
}
