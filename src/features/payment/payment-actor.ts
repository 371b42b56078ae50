import type { ActorRefFrom } from 'xstate'
import type { ProvidedPaymentMachine } from './payment-effects'

/** A running payment machine with its shop's effects, as every payment screen is given it. */
export type PaymentActor = ActorRefFrom<ProvidedPaymentMachine>
