import { useEffect, useEffectEvent, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { PaymentMethod } from '../../../machines/payment/payment-types'
import { PAYMENT_HOSTS } from '../../../machines/payment/payment-redirect'
import type { Http } from '../../api/http'
import type { PaymentReturn } from './payment-return-search'
import { providePayment, type PaymentShopApi, type ProvidedPaymentMachine } from './payment-effects'
import { returnToThisPage } from './return-url'
import { forgetStartedAttempts } from './started-attempts'

type PaymentSnapshot = SnapshotFrom<ProvidedPaymentMachine>

/** One payment run per order and tab: it survives a reload and the trip to 3-D Secure or PayPay. */
const storageKey = (orderId: number) => `order-payment:${orderId}`

/** This tab has a payment run of the order under way (before a reload or a provider's page). */
export function hasSavedRun(orderId: number): boolean {
  try {
    return sessionStorage.getItem(storageKey(orderId)) !== null
  } catch {
    // Storage unavailable: no run was saved in it either.
    return false
  }
}

function readPersisted(orderId: number, method: PaymentMethod): PaymentSnapshot | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(orderId))
    const parsed = raw ? (JSON.parse(raw) as PaymentSnapshot) : undefined
    // Another order's run, a finished one, or one for a method the order no longer has (changed
    // in another tab) is not resumed.
    if (
      parsed?.status === 'active' &&
      parsed.context.orderId === orderId &&
      parsed.context.method === method
    ) {
      return parsed
    }
  } catch {
    // Unreadable: start afresh; the order itself says what is paid.
  }
  return undefined
}

function save(orderId: number, snapshot: unknown) {
  try {
    sessionStorage.setItem(storageKey(orderId), JSON.stringify(snapshot))
  } catch {
    // Storage refused: paying works, it only cannot resume after a reload.
  }
}

function forget(orderId: number) {
  try {
    sessionStorage.removeItem(storageKey(orderId))
  } catch {
    // Nothing saved to remove.
  }
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
  const [machine] = useState(() =>
    providePayment(place.api, {
      getHttp: place.getHttp,
      storeId: place.storeId,
      returnUrl: returnToThisPage,
    }),
  )
  const [snapshot] = useState(() => {
    const persisted = readPersisted(orderId, method)
    if (!persisted) forgetStartedAttempts(orderId)
    return persisted
  })
  const actor = useActorRef(machine, {
    input: {
      orderId,
      method,
      allowedPaymentHosts: PAYMENT_HOSTS,
      appOrigin: window.location.origin,
    },
    snapshot,
  })
  const status = useSelector(actor, (s) => s.status)
  const runMethod = useSelector(actor, (s) => s.context.method)
  const redirecting = useSelector(actor, (s) => s.value === 'redirecting')
  const changed = useEffectEvent(place.onOrderChanged)

  useEffect(() => {
    const subscription = actor.subscribe((next) => {
      if (next.status === 'done') forget(orderId)
      else save(orderId, actor.getPersistedSnapshot())
    })
    return () => subscription.unsubscribe()
  }, [actor, orderId])

  // A finished run, or a method the order did not have when the page loaded (fees change too).
  useEffect(() => {
    if (status === 'done' || runMethod !== method) void changed()
  }, [status, runMethod, method])

  const back = returned.payment === 'returned'
  useEffect(() => {
    if (!back) return
    if (redirecting && (returned.order_id === undefined || returned.order_id === orderId)) {
      actor.send({ type: 'payment.returned', outcome: returned.outcome ?? null })
    }
  }, [back, redirecting, actor, orderId, returned.order_id, returned.outcome])

  return actor
}

export type OrderPaymentActor = ReturnType<typeof useOrderPaymentActor>
