import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ShippingSetting } from '../../../api/schemas/shipping'
import { shippingOffered } from '../../../../machines/checkout/checkout-steps'
import { SHIPPING_TYPES } from '../../../../machines/checkout/shipping-types'
import { useCheckoutActor } from '../actor/checkout-context'
import { ShippingFee } from './shipping-fee'

/** The store's enabled shipping settings of the types this shop's checkout takes. */
export function ShippingChoices({
  settings,
  invalid,
}: {
  settings: ShippingSetting[]
  /** A submit was refused for want of a shipping choice. */
  invalid: boolean
}) {
  const { i18n } = useLingui()
  const actor = useCheckoutActor()
  const chosen = useSelector(actor, (s) => s.context.shipping?.settingId ?? null)
  const snapshot = useSelector(actor, (s) => s)
  const offered = settings.flatMap((setting) => {
    const type = setting.type
    return setting.enabled && shippingOffered(snapshot.context, type) ? [{ setting, type }] : []
  })
  return (
    <fieldset className="checkout-choices">
      <legend>
        <Trans>Shipping</Trans>
      </legend>
      {offered.length === 0 && (
        <p>
          <Trans>This store has no way to send this order here yet.</Trans>
        </p>
      )}
      {offered.map(({ setting, type }) => {
        const shipping = { settingId: setting.id, type }
        return (
          <label key={setting.id} className="checkout-choice">
            <input
              type="radio"
              name="checkout-shipping"
              checked={chosen === setting.id}
              disabled={!snapshot.can({ type: 'checkout.shipping.choose', shipping })}
              aria-invalid={invalid || undefined}
              onChange={() => actor.send({ type: 'checkout.shipping.choose', shipping })}
            />
            <span className="checkout-choice__body">
              {i18n._(SHIPPING_TYPES[type].words.choice)}
              <span className="checkout-choice__note">
                <ShippingFee setting={setting} />
              </span>
            </span>
          </label>
        )
      })}
      {invalid && (
        <p role="alert" className="field__error">
          <Trans>Choose how to receive your order.</Trans>
        </p>
      )}
    </fieldset>
  )
}
