import { useEffect, useEffectEvent, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { PaymentMethod } from '../../../machines/payment/payment-types'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import type { Http } from '../../api/http'
import { providerReturnOf, type PaymentReturn } from './payment-return-search'
import { useLoadingFlag } from '../shared/use-loading-flag'
import { providePayment, type PaymentShopApi, type ProvidedPaymentMachine } from './payment-effects'
import { paymentHosts } from './payment-hosts'
import { returnToThisPage } from './return-url'
import { forgetStartedAttempts } from './started-attempts'
import { readSnapshot, saveSnapshot } from '../../lib/saved-snapshot'
import { sessionStore } from '../../lib/web-storage'

type PaymentSnapshot = SnapshotFrom<ProvidedPaymentMachine>

/** One payment run per order and tab: it survives a reload and the trip to 3-D Secure or PayPay. */
const storageKey = (orderId: number) => `order-payment:${orderId}`

/**
 * This tab's run of the order, when this build can resume it: another order's run, a finished
 * one, or one for a method the order no longer has (changed in another tab) is not resumed, and
 * one this build's machine cannot restore (saved by another release) is dropped and reported.
 */
function savedRun(orderId: number, method: PaymentMethod): PaymentSnapshot | undefined {
  // The machine's own states decide; the effects a run is given play no part in restoring it.
  const read = readSnapshot(paymentMachine, storageKey(orderId), 'payment')
  if (read.kind !== 'restorable') return undefined
  const snapshot = read.snapshot as PaymentSnapshot
  return snapshot.status === 'active' &&
    snapshot.context.orderId === orderId &&
    snapshot.context.method === method
    ? snapshot
    : undefined
}

/** This tab has a payment run of the order under way that it can resume (before a reload or a provider's page). */
export function hasSavedRun(orderId: number): boolean {
  const read = readSnapshot(paymentMachine, storageKey(orderId), 'payment')
  return read.kind === 'restorable' && read.snapshot.status === 'active'
}

export interface OrderPaymentPlace {
  api: PaymentShopApi
  getHttp: () => Promise<Http>
  orderId: number
  storeId: number
  method: PaymentMethod
  /** What the return from a provider left in the page's query (the page drops it after). */
  returned: PaymentReturn
  /** The run ended (paid, or a store payment's numbers made) or the order changed: read it again. */
  onOrderChanged: () => Promise<void>
}

/**
 * The payment machine for an unpaid order's page, resumed from this tab's saved run (a reload, the
 * way back from 3-D Secure or PayPay), saved on every change, told when the provider sent the
 * buyer back, and forgotten when it ends.
 */
export function useOrderPaymentActor(place: OrderPaymentPlace) {
  const { orderId, method, returned } = place
  const loading = useLoadingFlag()
  const [machine] = useState(() =>
    providePayment(place.api, {
      getHttp: place.getHttp,
      storeId: place.storeId,
      returnUrl: returnToThisPage,
      loading,
    }),
  )
  const [snapshot] = useState(() => {
    const persisted = savedRun(orderId, method)
    if (!persisted) forgetStartedAttempts(orderId)
    return persisted
  })
  const actor = useActorRef(machine, {
    input: {
      orderId,
      method,
      allowedPaymentHosts: paymentHosts,
      appOrigin: window.location.origin,
    },
    snapshot,
  })
  const status = useSelector(actor, (s) => s.status)
  const runMethod = useSelector(actor, (s) => s.context.method)
  const changed = useEffectEvent(place.onOrderChanged)

  useEffect(() => {
    const subscription = actor.subscribe((next) => {
      if (next.status === 'done') sessionStore.removeItem(storageKey(orderId))
      // Refused storage: paying works, it only cannot resume after a reload.
      else saveSnapshot(storageKey(orderId), 'payment', actor.getPersistedSnapshot())
    })
    return () => subscription.unsubscribe()
  }, [actor, orderId])

  // A finished run, or a method the order did not have when the page loaded (fees change too).
  useEffect(() => {
    if (status === 'done' || runMethod !== method) void changed()
  }, [status, runMethod, method])

  const back = providerReturnOf(returned, orderId)
  const returnedOrder = back?.orderId ?? null
  const outcome = back?.outcome ?? null
  // Follows the URL: the provider's page sent the buyer back to this address, saying so. The
  // machine judges the return (the order page drops it from the address after).
  useEffect(() => {
    if (returnedOrder !== null)
      actor.send({ type: 'payment.returned', orderId: returnedOrder, outcome })
  }, [returnedOrder, actor, outcome])

  return actor
}
