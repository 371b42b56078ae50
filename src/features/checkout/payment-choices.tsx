import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { PaymentSetting } from '../../api/schemas/payment-setting'
import { paymentFits } from '../../../machines/checkout/checkout-steps'
import type { CheckoutPaymentType } from '../../../machines/checkout/checkout-types'
import { useCheckoutActor } from './checkout-context'

function PaymentName({ type }: { type: CheckoutPaymentType }) {
  switch (type) {
    case 'custom_cod':
      return <Trans>Cash on delivery</Trans>
    case 'gmo_cvs':
      return <Trans>Convenience store</Trans>
    case 'gmo_paypay':
      return <Trans>PayPay</Trans>
    case 'gmo_credit':
    case 'payuni_credit':
      return <Trans>Card</Trans>
  }
}

/** How the method is paid; for one that cannot be chosen now, why not. */
function PaymentNote({
  type,
  fits,
  cod,
}: {
  type: CheckoutPaymentType
  fits: boolean
  cod: boolean
}) {
  if (type === 'custom_cod') {
    return fits ? (
      <Trans>Pay the delivery person when the parcel arrives.</Trans>
    ) : (
      <Trans>Choose the cash-on-delivery shipping to pay on delivery.</Trans>
    )
  }
  if (cod) return <Trans>Not with cash-on-delivery shipping.</Trans>
  switch (type) {
    case 'gmo_cvs':
      return <Trans>Pay at Lawson, FamilyMart, Ministop or Seicomart after ordering.</Trans>
    case 'gmo_paypay':
      return <Trans>Check your order, then pay in PayPay.</Trans>
    default:
      return <Trans>Pay by card after ordering.</Trans>
  }
}

/**
 * The store's enabled payment settings of the types this shop's checkout takes; the machine says
 * which go with the shipping chosen (cash on delivery only with its shipping).
 */
export function PaymentChoices({
  settings,
  invalid,
}: {
  settings: PaymentSetting[]
  invalid: boolean
}) {
  const actor = useCheckoutActor()
  const snapshot = useSelector(actor, (s) => s)
  const { shop, payment, shipping } = snapshot.context
  const cod = shipping?.type === 'custom_cod'
  const offered = settings.filter(
    (setting) => setting.enabled && shop.paymentTypes.some((type) => type === setting.type),
  )
  return (
    <fieldset className="checkout-choices">
      <legend>
        <Trans>Payment</Trans>
      </legend>
      {offered.length === 0 && (
        <p>
          <Trans>This store takes no payment method that can be used here yet.</Trans>
        </p>
      )}
      {offered.map((setting) => {
        const choice = { settingId: setting.id, type: setting.type as CheckoutPaymentType }
        const event = { type: 'checkout.payment.choose', payment: choice } as const
        // The machine's rule: a method that does not go with the shipping cannot be chosen (and
        // nothing can while the order is being placed).
        const fits = paymentFits(snapshot.context, choice.type)
        return (
          <label key={setting.id} className="checkout-choice">
            <input
              type="radio"
              name="checkout-payment"
              checked={payment?.settingId === setting.id}
              disabled={!snapshot.can(event)}
              aria-invalid={invalid || undefined}
              onChange={() => actor.send(event)}
            />
            <span className="checkout-choice__body">
              <PaymentName type={choice.type} />
              <span className="checkout-choice__note">
                <PaymentNote type={choice.type} fits={fits} cod={cod} />
              </span>
            </span>
          </label>
        )
      })}
      {invalid && (
        <p role="alert" className="field__error">
          <Trans>Choose a payment method that goes with the shipping.</Trans>
        </p>
      )}
    </fieldset>
  )
}
