import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { deleteAddress } from '../../api/marketplace-v2/wallet'
import type { Address } from '../../api/schemas/address'
import type { PaymentSetting } from '../../api/schemas/payment-setting'
import type { ShippingSetting } from '../../api/schemas/shipping'
import { JP_SHIPPING_TYPES } from '../../api/schemas/shipping'
import type { JpShippingType } from '../../../machines/checkout/checkout-types'
import { useGetHttp } from '../shared/use-http'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { AddressForm } from './address-form'
import { PickUpForm } from './pick-up-form'
import { stateOf, useCheckoutActor } from './checkout-actor'
import { useCheckoutErrorMessage } from './checkout-messages'
import { contactProblems, type ContactProblem } from './contact-rules'
import { PricingSummary } from './pricing-summary'
import { ShippingFee } from './shipping-fee'
import { useCheckoutStep } from './use-checkout-step'
import './checkout.css'

const isJpShipping = (type: string): type is JpShippingType =>
  (JP_SHIPPING_TYPES as readonly string[]).includes(type)

function ShippingName({ type }: { type: JpShippingType }) {
  switch (type) {
    case 'custom':
      return <Trans>Delivery</Trans>
    case 'custom_cod':
      return <Trans>Delivery, cash on delivery</Trans>
    case 'self_pick_up':
      return <Trans>Pick up at the store</Trans>
  }
}

export interface ShippingAndPaymentData {
  shippingSettings: ShippingSetting[]
  paymentSettings: PaymentSetting[]
  addresses: Address[]
}

/**
 * Step 3: shipping, address, payment and contact, priced on every change; then the order. The
 * machine ignores a second submit while the first is under way, and the button shows it busy.
 */
export function StepShippingAndPayment({ data }: { data: ShippingAndPaymentData }) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const router = useRouter()
  const getHttp = useGetHttp()
  const visitor = useRouteContext({
    from: '__root__',
    select: (routeContext) => routeContext.visitor,
  })
  const errorMessage = useCheckoutErrorMessage()
  // Not a <form>: the new-address form sits inside it, and forms cannot nest.
  const stepRef = useRef<HTMLElement>(null)
  const [refusals, setRefusals] = useState(0)
  // After a refused submit, focus goes to the first field marked invalid, so its message is read.
  useEffect(() => {
    if (refusals > 0) stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  useCheckoutStep('shippingAndPayment')
  const context = useSelector(actor, (s) => s.context)
  const state = useSelector(actor, stateOf)
  const pricingState = useSelector(actor, (s) =>
    s.matches({ shippingAndPayment: 'pricing' })
      ? 'pricing'
      : s.matches({ shippingAndPayment: 'pricingFailed' })
        ? 'failed'
        : 'other',
  )
  const [adding, setAdding] = useState(false)
  const [tried, setTried] = useState(false)
  const [addressFailure, setAddressFailure] = useState(false)

  const shippings = data.shippingSettings.filter((setting) => setting.enabled)
  // The methods this checkout takes (PayPay is the live shop's).
  const payments = data.paymentSettings.filter(
    (setting) =>
      setting.enabled &&
      (setting.type === 'custom_cod' ||
        setting.type === 'gmo_cvs' ||
        setting.type === 'gmo_credit'),
  )
  const codShipping = context.shipping?.type === 'custom_cod'
  // Pick-up needs who comes (a pick-up entry: name and phone); delivery needs a place.
  const pickUp = context.shipping?.type === 'self_pick_up'
  const pickUpPlace = pickUp
    ? shippings.find((setting) => setting.id === context.shipping?.settingId)?.address
    : null
  const addresses = data.addresses.filter((address) =>
    pickUp ? address.type === 'self_pick_up' : address.address !== null,
  )
  // Nothing to choose from: the form to add one is open at once, with nothing to cancel back to.
  const formOpen = adding || addresses.length === 0
  const cancelAdding = addresses.length > 0 ? () => setAdding(false) : undefined
  const problems = contactProblems(context.contact, context.member)
  const placing = state === 'placing' || state === 'verifying'

  const problemText = (problem: ContactProblem | undefined) => {
    if (!tried || !problem) return undefined
    switch (problem) {
      case 'emailMissing':
        return t`Enter your e-mail address.`
      case 'emailInvalid':
        return t`Enter an e-mail address like name@example.com.`
      case 'phoneMissing':
        return t`Enter your phone number.`
      case 'phoneInvalid':
        return t`Enter a phone number of digits only, like 09012345678.`
    }
  }
  const missing = {
    shipping: context.shipping === null,
    address: !addresses.some((address) => address.id === context.addressId),
    payment: context.payment === null || (context.payment.type === 'custom_cod') !== codShipping,
  }

  const changeContact = (patch: Partial<typeof context.contact>) =>
    actor.send({ type: 'checkout.contact.change', contact: { ...context.contact, ...patch } })

  // A member's saved things are used: the latest saved address (or the only one) is chosen when
  // none is, and empty e-mail and phone are filled from the profile. Only ever filling a blank,
  // so whatever the buyer chose or typed stays theirs.
  const latestAddressId = addresses.reduce<number | null>(
    (latest, address) => (latest === null || address.id > latest ? address.id : latest),
    null,
  )
  const shippingChosen = context.shipping !== null
  const addressId = context.addressId
  useEffect(() => {
    if (shippingChosen && addressId === null && latestAddressId !== null && !adding) {
      actor.send({ type: 'checkout.address.choose', addressId: latestAddressId })
    }
  }, [actor, shippingChosen, addressId, latestAddressId, adding])
  const profile = useSelector(visitor, (snapshot) => snapshot.context.user)
  const filledFromProfile = useRef(false)
  useEffect(() => {
    if (!context.member || !profile || filledFromProfile.current) return
    filledFromProfile.current = true
    const { email, phone } = context.contact
    if (email || phone) return
    actor.send({
      type: 'checkout.contact.change',
      contact: { ...context.contact, email: profile.email, phone: profile.phone_number },
    })
  }, [actor, context.member, context.contact, profile])

  const submit = () => {
    setTried(true)
    if (problems.email || problems.phone || Object.values(missing).some(Boolean)) {
      setRefusals((count) => count + 1)
      return
    }
    actor.send({ type: 'checkout.submit' })
  }

  const addressCreated = async (address: Address) => {
    await router.invalidate()
    setAdding(false)
    actor.send({ type: 'checkout.address.choose', addressId: address.id })
  }

  const removeAddress = async (address: Address) => {
    setAddressFailure(false)
    try {
      await deleteAddress(await getHttp(), address.id)
      await router.invalidate()
    } catch {
      setAddressFailure(true)
    }
  }

  return (
    <section ref={stepRef} className="checkout-step" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">
        <Trans>Shipping and payment</Trans>
      </h2>

      <fieldset className="checkout-choices">
        <legend>
          <Trans>Shipping</Trans>
        </legend>
        {shippings.map((setting) => {
          const type = setting.type
          if (!isJpShipping(type)) return null
          return (
            <label key={setting.id} className="checkout-choice">
              <input
                type="radio"
                name="checkout-shipping"
                checked={context.shipping?.settingId === setting.id}
                aria-invalid={(tried && missing.shipping) || undefined}
                onChange={() =>
                  actor.send({
                    type: 'checkout.shipping.choose',
                    shipping: { settingId: setting.id, type },
                  })
                }
              />
              <span className="checkout-choice__body">
                <ShippingName type={type} />
                <span className="checkout-choice__note">
                  <ShippingFee setting={setting} />
                </span>
              </span>
            </label>
          )
        })}
        {tried && missing.shipping && (
          <p role="alert" className="field__error">
            <Trans>Choose how to receive your order.</Trans>
          </p>
        )}
      </fieldset>

      <fieldset className="checkout-choices">
        <legend>{pickUp ? <Trans>Who picks up</Trans> : <Trans>Deliver to</Trans>}</legend>
        {pickUpPlace && (
          <p>
            <Trans>Pick up at {pickUpPlace.full_address}</Trans>
          </p>
        )}
        {addressFailure && (
          <Alert tone="danger">
            <Trans>We could not delete the address. Please try again.</Trans>
          </Alert>
        )}
        {addresses.map((address) => (
          <div key={address.id} className="checkout-choice">
            <label className="checkout-choice__body">
              <span>
                <input
                  type="radio"
                  name="checkout-address"
                  checked={context.addressId === address.id}
                  aria-invalid={(tried && missing.address) || undefined}
                  onChange={() =>
                    actor.send({ type: 'checkout.address.choose', addressId: address.id })
                  }
                />{' '}
                {address.name}
              </span>
              <span className="checkout-choice__note">
                {address.address
                  ? `〒${address.address.postcode} ${address.address.full_address}`
                  : address.phone_number}
              </span>
            </label>
            {context.addressId !== address.id && (
              <Button
                variant="ghost"
                aria-label={t`Delete the address of ${address.name}`}
                onClick={() => removeAddress(address)}
              >
                <Trans>Delete</Trans>
              </Button>
            )}
          </div>
        ))}
        {tried && missing.address && !formOpen && (
          <p role="alert" className="field__error">
            <Trans>Choose or add an address.</Trans>
          </p>
        )}
        {!formOpen && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {pickUp ? <Trans>Add who picks up</Trans> : <Trans>Add an address</Trans>}
          </Button>
        )}
      </fieldset>
      {formOpen &&
        (pickUp ? (
          <PickUpForm onCancel={cancelAdding} onCreated={addressCreated} />
        ) : (
          <AddressForm onCancel={cancelAdding} onCreated={addressCreated} />
        ))}

      <fieldset className="checkout-choices">
        <legend>
          <Trans>Payment</Trans>
        </legend>
        {payments.length === 0 && (
          <p>
            <Trans>This store takes no payment method that can be used here yet.</Trans>
          </p>
        )}
        {payments.map((setting) => {
          const type = setting.type
          if (type !== 'custom_cod' && type !== 'gmo_cvs' && type !== 'gmo_credit') return null
          // Cash on delivery goes with the cash-on-delivery shipping only, and only it with that.
          const fits = (type === 'custom_cod') === codShipping
          return (
            <label key={setting.id} className="checkout-choice">
              <input
                type="radio"
                name="checkout-payment"
                checked={context.payment?.settingId === setting.id}
                disabled={!fits}
                aria-invalid={(tried && missing.payment) || undefined}
                onChange={() =>
                  actor.send({
                    type: 'checkout.payment.choose',
                    payment: { settingId: setting.id, type },
                  })
                }
              />
              <span className="checkout-choice__body">
                {type === 'custom_cod' ? (
                  <Trans>Cash on delivery</Trans>
                ) : type === 'gmo_cvs' ? (
                  <Trans>Convenience store</Trans>
                ) : (
                  <Trans>Card</Trans>
                )}
                <span className="checkout-choice__note">
                  {type === 'custom_cod' ? (
                    codShipping ? (
                      <Trans>Pay the delivery person when the parcel arrives.</Trans>
                    ) : (
                      <Trans>Choose the cash-on-delivery shipping to pay on delivery.</Trans>
                    )
                  ) : codShipping ? (
                    <Trans>Not with cash-on-delivery shipping.</Trans>
                  ) : type === 'gmo_cvs' ? (
                    <Trans>Pay at Lawson, FamilyMart, Ministop or Seicomart after ordering.</Trans>
                  ) : (
                    <Trans>Pay by card after ordering.</Trans>
                  )}
                </span>
              </span>
            </label>
          )
        })}
        {tried && missing.payment && (
          <p role="alert" className="field__error">
            <Trans>Choose a payment method that goes with the shipping.</Trans>
          </p>
        )}
      </fieldset>

      <fieldset className="checkout-choices">
        <legend>
          <Trans>Your contact details</Trans>
        </legend>
        <TextField
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          required={!context.member}
          value={context.contact.email ?? ''}
          onChange={(event) => changeContact({ email: event.target.value })}
          error={problemText(problems.email)}
        />
        <TextField
          label={t`Phone number`}
          type="tel"
          autoComplete="tel"
          required={!context.member}
          value={context.contact.phone ?? ''}
          onChange={(event) => changeContact({ phone: event.target.value })}
          error={problemText(problems.phone)}
        />
        <TextField
          label={t`Name on the parcel`}
          description={t`Leave empty to use the name of the address.`}
          autoComplete="name"
          value={context.contact.buyerName ?? ''}
          onChange={(event) => changeContact({ buyerName: event.target.value })}
        />
      </fieldset>

      <section aria-labelledby="checkout-total-title">
        <h3 id="checkout-total-title">
          <Trans>Total</Trans>
        </h3>
        {context.pricing ? (
          <PricingSummary pricing={context.pricing} />
        ) : pricingState === 'pricing' ? (
          <p role="status">
            <Spinner size="small" /> <Trans>Calculating the total…</Trans>
          </p>
        ) : pricingState === 'failed' ? null : (
          <p>
            <Trans>Choose the shipping to see the total.</Trans>
          </p>
        )}
      </section>

      {/* One message per situation: an unresolved order has its own, whatever the code was. */}
      {context.error && state !== 'unresolved' && (
        <Alert
          tone="danger"
          action={
            pricingState === 'failed' ? (
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
        </Alert>
      )}
      {state === 'unresolved' && (
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

      <div className="checkout-actions">
        <Button
          variant="secondary"
          disabled={placing}
          onClick={() => actor.send({ type: 'checkout.back' })}
        >
          <Trans>Back</Trans>
        </Button>
        <Button
          loading={placing}
          onClick={submit}
          aria-disabled={(state === 'shippingAndPayment' && context.pricing === null) || undefined}
        >
          <Trans>Place the order</Trans>
        </Button>
      </div>
    </section>
  )
}
