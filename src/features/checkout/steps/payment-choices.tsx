import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { PaymentSetting } from '../../../api/schemas/payment-setting'
import { paymentFits } from '../../../../machines/checkout/checkout-steps'
import {
  PAYMENT_METHODS,
  type CheckoutPaymentType,
} from '../../../../machines/payment/payment-methods'
import { shippingFacts } from '../../../../machines/checkout/shipping-types'
import { useCheckoutActor } from '../actor/checkout-context'

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
  const { i18n } = useLingui()
  const method = PAYMENT_METHODS[type]
  if (!fits && method.cashOnDeliveryShipping) {
    return <Trans>Choose the cash-on-delivery shipping to pay on delivery.</Trans>
  }
  if (!fits && cod) return <Trans>Not with cash-on-delivery shipping.</Trans>
  return i18n._(method.words.note)
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
  const { i18n } = useLingui()
  const actor = useCheckoutActor()
  const snapshot = useSelector(actor, (s) => s)
  const { shop, payment, shipping } = snapshot.context
  const cod = shippingFacts(shipping?.type)?.cashOnDelivery === true
  const offered = settings.flatMap((setting) => {
    const type = setting.type
    return setting.enabled && shop.paymentTypes.includes(type) ? [{ setting, type }] : []
  })
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
      {offered.map(({ setting, type }) => {
        const choice = { settingId: setting.id, type }
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
              {i18n._(PAYMENT_METHODS[type].words.choice)}
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
