import { lazy, use, useEffect, useRef, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { StorePaymentAccount } from '../../../../machines/payment/payment-types'
import { paysBy, type PaymentMethod } from '../../../../machines/payment/payment-methods'
import type { CreditCard } from '../../../api/schemas/credit-card'
import type { CvsPayee } from '../../../api/schemas/cvs-payee'
import { Alert } from '../../ui/alert'
import { stateOf, useCheckoutActor } from '../actor/checkout-context'
import { PricingSummary } from './pricing-summary'
import type { PaymentActor } from '../../payment/payment-actor'
import { LazyPart } from '../../ui/lazy-part'
import { useCheckoutStep } from './use-checkout-step'
import '../checkout.css'

// The paying parts show once the order exists and only for its method: each loads when shown.
const CardPayment = lazy(() =>
  import('../../payment/card-payment').then((m) => ({ default: m.CardPayment })),
)
const ConvenienceAccount = lazy(() =>
  import('../../payment/convenience-account').then((m) => ({ default: m.ConvenienceAccount })),
)
const PayeeChoice = lazy(() =>
  import('../../payment/payee-choice').then((m) => ({ default: m.PayeeChoice })),
)

/**
 * Step 4: the order exists. Its number, what it costs and what happens next; the totals are the
 * ones priced when it was placed (the checkout charges by the same rules). An order paid by card
 * or at a convenience store is paid for here (the payment machine, the checkout's child); the
 * store account is read from the order so that a reload shows it again.
 */
export interface DoneOrder {
  /** The order's convenience-store account, once it has one. */
  account: StorePaymentAccount | null
  paid: boolean
  /** The order's payment type now (it may have changed since the checkout chose it). */
  method: string | null
  /**
   * What a payment still to make offers, read after the order: the step shows the order without
   * waiting for it, and the paying part waits for it beside its own code. Never rejects.
   */
  choices: Promise<PayingChoices>
}

/** The saved cards or payees a payment still to make offers, and the store's way to pay at a store. */
export interface PayingChoices {
  /** The member's saved cards, for an order paid by card. */
  cards: CreditCard[]
  /** The buyer's saved convenience-store payees, for an order paid at a convenience store. */
  payees: CvsPayee[]
  /** The store's method paid at a convenience store, if it takes one (for a declined card). */
  storeMethod: PaymentMethod | null
}

export function StepDone({
  order,
  continueLink,
  orderLink,
}: {
  order: DoneOrder
  /** Back to the shop. */
  continueLink: ReactNode
  /** The order's own page, where the shop has one for the buyer. */
  orderLink?: ReactNode
}) {
  const { account, choices } = order
  const actor = useCheckoutActor()
  const router = useRouter()
  useCheckoutStep('done')
  const context = useSelector(actor, (s) => s.context)
  const state = useSelector(actor, stateOf)
  // The invoke with id `payment` runs the `payment` actor, the payment machine: XState types
  // children by id loosely (a union of every actor), so the id is what narrows it.
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined)
  const paymentState = useSelector(payment, (s) => s?.value ?? null)
  // While paying, the payment machine knows the method (the buyer may have switched it); after,
  // the order does.
  const childMethod = useSelector(payment, (s) => s?.context.method)

  // The account was just made: read the order again to show it.
  const wasPaying = useRef(state === 'paying')
  useEffect(() => {
    if (wasPaying.current && state === 'done') void router.invalidate()
    wasPaying.current = state === 'paying'
  }, [state, router])

  const orderId = context.orderId
  if (orderId === null) return null
  // How the order is paid (its row of the payment-method table) decides what this step shows.
  const pays = paysBy(childMethod ?? order.method ?? context.payment?.type)
  // Thanks are for an order that is settled: paid, or paid on delivery. Any other order still
  // waits for its payment, and the heading says so.
  const paidOrPayLater =
    order.paid || pays === 'onDelivery' || (pays === 'card' && state === 'done')
  return (
    <section className="checkout-step" aria-labelledby="checkout-done-title">
      <h2 id="checkout-done-title">
        {paidOrPayLater ? (
          <Trans>Thank you for your order</Trans>
        ) : (
          <Trans>Your order is placed: pay to complete it</Trans>
        )}
      </h2>
      <Alert tone="success">
        <Trans>Your order number is {orderId}.</Trans>
      </Alert>
      {context.pricing && <PricingSummary pricing={context.pricing} />}
      {pays === 'onDelivery' && (
        <p>
          <Trans>
            The store will prepare and send your parcel. Pay the total to the delivery person when
            it arrives. A confirmation has been sent to your e-mail address.
          </Trans>
        </p>
      )}
      {pays === 'card' &&
        (state === 'done' || order.paid ? (
          <p>
            <Trans>
              The payment is complete. The store will prepare and send your parcel; a confirmation
              has been sent to your e-mail address.
            </Trans>
          </p>
        ) : (
          payment && (
            <LazyPart minHeight="16rem">
              <ChosenCardPayment payment={payment} choices={choices} />
            </LazyPart>
          )
        ))}
      {pays === 'providerPage' && (
        <p>
          {state === 'done' || order.paid ? (
            <Trans>
              Paid with PayPay. The store will prepare and send your parcel; a confirmation has been
              sent to your e-mail address.
            </Trans>
          ) : (
            <Trans>This order is waiting for its PayPay payment.</Trans>
          )}
        </p>
      )}
      {pays === 'atStore' &&
        (account ? (
          <LazyPart minHeight="12rem">
            <ConvenienceAccount account={account} />
          </LazyPart>
        ) : payment && (paymentState === 'storePayment' || paymentState === 'generatingAccount') ? (
          <LazyPart minHeight="12rem">
            <ChosenPayeeChoice payment={payment} choices={choices} />
          </LazyPart>
        ) : (
          state === 'paying' && (
            <p>
              <Trans>The payment of this order is not finished yet.</Trans>
            </p>
          )
        ))}
      <div className="checkout-actions">
        {orderLink}
        {continueLink}
      </div>
    </section>
  )
}

// Inside the part's spinner: the part shows once both its code and the choices have arrived.
function ChosenCardPayment({
  payment,
  choices,
}: {
  payment: PaymentActor
  choices: Promise<PayingChoices>
}) {
  const { cards, storeMethod } = use(choices)
  return <CardPayment payment={payment} cards={cards} storeMethod={storeMethod} />
}

function ChosenPayeeChoice({
  payment,
  choices,
}: {
  payment: PaymentActor
  choices: Promise<PayingChoices>
}) {
  return <PayeeChoice payment={payment} payees={use(choices).payees} />
}
