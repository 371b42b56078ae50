import { useEffect, useRef, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Address } from '../../../api/schemas/address'
import type { PaymentSetting } from '../../../api/schemas/payment-setting'
import type { ShippingSetting } from '../../../api/schemas/shipping'
import type { TwAddress } from '../../../api/schemas/tw-address'
import { placeProblems } from '../../../../machines/checkout/checkout-steps'
import {
  LAST_USED_READING,
  lastUsedReading,
  type LastUsed,
} from '../../../../machines/checkout/checkout-known'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { useSettled } from '../../ui/use-settled'
import { JpAddressChoices } from '../address/jp-address-choices'
import { useCheckoutActor } from '../actor/checkout-context'
import { useCheckoutErrorMessage } from '../actor/checkout-messages'
import { ContactFields } from './contact-fields'
import { formWellFormed } from './contact-rules'
import { PaymentChoices } from './payment-choices'
import { PricingSummary } from './pricing-summary'
import { ShippingChoices } from './shipping-choices'
import { useForm } from '../../forms/use-form'
import { useLeavingStep } from './use-checkout-step'
import {
  knownJpAddresses,
  knownPayments,
  knownShippings,
  knownTwAddresses,
  useCheckoutKnown,
} from '../actor/use-checkout-known'
import '../checkout.css'

export interface ShippingAndPaymentData {
  shippingSettings: ShippingSetting[]
  paymentSettings: PaymentSetting[]
  addresses: Address[]
  /** Taiwan's addresses (kept per store, a shape of their own), which it has instead. */
  twAddresses?: TwAddress[]
  /**
   * What the buyer's latest order in this store used, if there is one, once read (it never
   * rejects); null for a guest, who has no orders to read.
   */
  lastUsed: Promise<LastUsed | null> | null
}

/**
 * Step 3: shipping, address, payment and contact, priced on every change; then the order. What
 * the shop offers, what goes together and when the order may be placed are the machine's to say:
 * this screen shows its answers (`can`, its tags, `placeProblems`) and sends the buyer's choices.
 */
export function StepShippingAndPayment({
  data,
  addressChoices,
  notice,
}: {
  data: ShippingAndPaymentData
  /** Where the order goes, when the shop keeps addresses of its own kind (Taiwan's per store). */
  addressChoices?: (invalid: boolean, tried: boolean) => ReactNode
  /** What the buyer may read before ordering (a JP live store's commercial-law notice). */
  notice?: ReactNode
}) {
  const actor = useCheckoutActor()
  const visitor = useRouteContext({
    from: '__root__',
    select: (routeContext) => routeContext.visitor,
  })
  const errorMessage = useCheckoutErrorMessage()
  // Not a <form>: the new-address form sits inside it, and forms cannot nest. Its values are the
  // machine's; the form hook holds only whether placing was tried and where focus goes.
  const form = useForm({ initial: {} })
  const { holder, tried, focusFirstInvalid } = form
  const leaving = useLeavingStep('shippingAndPayment')
  const snapshot = useSelector(actor, (s) => s)
  const { context } = snapshot
  // What the checkout may choose by itself comes from what this page loaded: the machine's.
  const profile = useSelector(visitor, (s) => s.context.user)
  useCheckoutKnown({
    shippings: knownShippings(data.shippingSettings),
    payments: knownPayments(data.paymentSettings),
    lastUsed: useSettled(data.lastUsed, LAST_USED_READING),
    addresses: data.twAddresses
      ? knownTwAddresses(data.twAddresses)
      : knownJpAddresses(data.addresses),
    profile:
      context.member && profile ? { email: profile.email, phone: profile.phone_number } : null,
  })
  const busy = snapshot.hasTag('busy')
  // What the shop refused (VALIDATION_EXCEPTION) is marked on its part of the form, beside what
  // is still missing; a key the form has no place for gets the one general message instead.
  const refused = context.refusedFields ?? []
  const missing = [
    ...(tried ? placeProblems(context) : []),
    ...(['shipping', 'address', 'payment'] as const).filter((part) => refused.includes(part)),
  ]
  // The provider's report code of a decline, which the buyer quotes to support.
  const reference = context.refusalReference ?? null
  const generalError =
    context.error !== null &&
    !(context.error === 'VALIDATION_EXCEPTION' && refused.length > 0 && !refused.includes('other'))
  // When a refusal comes back from placing the order, focus goes to its first marked field.
  const wasBusy = useRef(false)
  const refusedCount = refused.length
  useEffect(() => {
    if (wasBusy.current && !busy && refusedCount > 0) focusFirstInvalid()
    wasBusy.current = busy
  }, [busy, refusedCount, focusFirstInvalid])
  const pricing = snapshot.matches({ building: { shippingAndPayment: 'pricing' } })
  // No total, no order: while the price is asked for or could not be had, placing is not offered.
  const priceMissing = snapshot.hasTag('priceMissing')
  const pricingFailed = snapshot.matches({ building: { shippingAndPayment: 'pricingFailed' } })

  const submit = form.submit(() => {
    if (placeProblems(context).length > 0 || !formWellFormed(context)) return focusFirstInvalid()
    // Not yet priced (or already placing): the machine ignores it, the button says why.
    if (snapshot.can({ type: 'checkout.submit' })) actor.send({ type: 'checkout.submit' })
  })

  return (
    <section ref={holder} className="checkout-step" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">
        <Trans>Shipping and payment</Trans>
      </h2>
      <ShippingChoices settings={data.shippingSettings} invalid={missing.includes('shipping')} />
      {addressChoices ? (
        addressChoices(missing.includes('address'), tried)
      ) : (
        <JpAddressChoices
          addresses={data.addresses}
          shippings={data.shippingSettings}
          invalid={missing.includes('address')}
          tried={tried}
        />
      )}
      <PaymentChoices settings={data.paymentSettings} invalid={missing.includes('payment')} />
      <ContactFields tried={tried} />

      <section aria-labelledby="checkout-total-title">
        <h3 id="checkout-total-title">
          <Trans>Total</Trans>
        </h3>
        {context.pricing ? (
          <PricingSummary pricing={context.pricing} />
        ) : pricing || lastUsedReading(context) ? (
          // While the last order is read the checkout has yet to choose: the total is on its way.
          <p role="status">
            <Spinner size="small" /> <Trans>Calculating the total…</Trans>
          </p>
        ) : pricingFailed ? null : (
          <p>
            <Trans>Choose the shipping to see the total.</Trans>
          </p>
        )}
      </section>

      {/* One message per situation: an unresolved order has its own, whatever the code was. */}
      {generalError && context.error && !snapshot.matches('unresolved') && (
        <Alert
          tone="danger"
          action={
            snapshot.can({ type: 'checkout.pricing.retry' }) ? (
              <Button
                variant="secondary"
                onClick={() => actor.send({ type: 'checkout.pricing.retry' })}
              >
                <Trans>Try again</Trans>
              </Button>
            ) : undefined
          }
        >
          {errorMessage(context.error)}
          {reference && (
            <p className="payment-reference">
              <Trans>
                Reference for support: <code>{reference}</code>
              </Trans>
            </p>
          )}
        </Alert>
      )}
      {snapshot.matches('unresolved') && (
        <Alert
          tone="warning"
          title={<Trans>We could not confirm your order</Trans>}
          action={
            <div className="checkout-actions">
              <Button variant="secondary" onClick={() => actor.send({ type: 'checkout.recheck' })}>
                <Trans>Check again</Trans>
              </Button>
              <Button variant="ghost" onClick={() => actor.send({ type: 'checkout.back' })}>
                <Trans>Back to the cart</Trans>
              </Button>
            </div>
          }
        >
          <Trans>
            The connection was lost while placing the order, and we cannot tell yet whether it was
            placed. If it was, the items have left your cart and an e-mail with the order is on its
            way. Check again, or go back to your cart as it is now.
          </Trans>
        </Alert>
      )}

      {notice}
      {pricingFailed && (
        <p id="checkout-place-unavailable" className="checkout-step__note">
          <Trans>The order can be placed once the total is calculated.</Trans>
        </p>
      )}
      <div className="checkout-actions">
        <Button
          variant="secondary"
          disabled={busy || leaving}
          onClick={() => actor.send({ type: 'checkout.back' })}
        >
          <Trans>Back</Trans>
        </Button>
        <Button
          loading={busy || leaving}
          onClick={submit}
          unavailable={priceMissing}
          aria-describedby={pricingFailed ? 'checkout-place-unavailable' : undefined}
        >
          <Trans>Place the order</Trans>
        </Button>
      </div>
    </section>
  )
}
