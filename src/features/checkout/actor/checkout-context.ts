/**
 * What the step screens read of the running checkout: its actor, this shop's step routes and
 * calls. Apart from the provider (checkout-actor.tsx), which builds the machine with its effects,
 * so a step's chunk carries neither the machine nor the payment effects: the checkout layout
 * has loaded them already.
 */
import { createContext, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '../../../../machines/checkout/checkout.machine'
import {
  checkoutStateOf,
  checkoutStepOf,
  type CheckoutState,
  type CheckoutStep,
} from '../../../../machines/checkout/checkout-steps'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import type { CheckoutRoutes } from './checkout-routes'
import type { CheckoutPlace } from './checkout-storage'

export type CheckoutMachine = typeof checkoutMachine
export type CheckoutActor = ActorRefFrom<CheckoutMachine>
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>

export interface CheckoutValue {
  actor: CheckoutActor
  routes: CheckoutRoutes
  /** A placed order this tab left unpaid to start a new checkout, or null. */
  unpaidOrderId: number | null
  api: CheckoutShopApi
  /** Whose checkout it is, where it is saved. */
  place: CheckoutPlace
}

export const CheckoutContext = createContext<CheckoutValue | null>(null)

/** The step or later state, whatever sub-state it is in (products.choosing …). */
export const stateOf = (snapshot: CheckoutSnapshot): CheckoutState =>
  checkoutStateOf(snapshot.value)

export const stepOfSnapshot = (snapshot: CheckoutSnapshot): CheckoutStep =>
  checkoutStepOf(stateOf(snapshot), snapshot.context)

function useCheckoutValue(): CheckoutValue {
  const value = useContext(CheckoutContext)
  if (!value) throw new Error('checkout hooks outside CheckoutActorProvider')
  return value
}

export const useCheckoutActor = (): CheckoutActor => useCheckoutValue().actor
export const useCheckoutRoutes = (): CheckoutRoutes => useCheckoutValue().routes
export const useUnpaidOrderId = (): number | null => useCheckoutValue().unpaidOrderId
/** Whose checkout this is (shop, store, person), as it is saved. */
export const useCheckoutPlace = (): CheckoutPlace => useCheckoutValue().place
/** The calls of the shop whose checkout this is. */
export const useCheckoutApi = (): CheckoutShopApi => useCheckoutValue().api
