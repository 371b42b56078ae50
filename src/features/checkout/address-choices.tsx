import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Address } from '../../api/schemas/address'
import type { ShippingSetting } from '../../api/schemas/shipping'
import { Button } from '../ui/button'
import { AddressForm } from './address-form'
import { useCheckoutActor } from './checkout-actor'
import { PickUpForm } from './pick-up-form'

/**
 * Where the order goes (a saved address or a new one), or, for pick-up, who comes for it. The
 * machine deletes a saved address (never the chosen one: the price was asked for it).
 */
export function AddressChoices({
  addresses: saved,
  shippings,
  invalid,
}: {
  addresses: Address[]
  shippings: ShippingSetting[]
  invalid: boolean
}) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const router = useRouter()
  const snapshot = useSelector(actor, (s) => s)
  const { shipping, addressId, deletedAddressIds } = snapshot.context
  const [adding, setAdding] = useState(false)
  // Pick-up needs who comes (a pick-up entry: name and phone); delivery needs a place.
  const pickUp = shipping?.type === 'self_pick_up'
  const pickUpPlace = pickUp
    ? shippings.find((setting) => setting.id === shipping.settingId)?.address
    : null
  const addresses = saved.filter(
    (address) =>
      !deletedAddressIds.includes(address.id) &&
      (pickUp ? address.type === 'self_pick_up' : address.address !== null),
  )
  // Nothing to choose from: the form to add one is open at once, with nothing to cancel back to.
  const formOpen = adding || addresses.length === 0
  const cancelAdding = addresses.length > 0 ? () => setAdding(false) : undefined

  const addressCreated = async (address: Address) => {
    await router.invalidate()
    setAdding(false)
    actor.send({ type: 'checkout.address.choose', addressId: address.id })
  }

  return (
    <>
      <fieldset className="checkout-choices">
        <legend>{pickUp ? <Trans>Who picks up</Trans> : <Trans>Deliver to</Trans>}</legend>
        {pickUpPlace && (
          <p>
            <Trans>Pick up at {pickUpPlace.full_address}</Trans>
          </p>
        )}
        {snapshot.matches({ shippingAndPayment: 'deletingAddress' }) && (
          <p role="status">
            <Trans>Deleting the address…</Trans>
          </p>
        )}
        {addresses.map((address) => {
          const remove = { type: 'checkout.address.delete', addressId: address.id } as const
          return (
            <div key={address.id} className="checkout-choice">
              <label className="checkout-choice__body">
                <span>
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={addressId === address.id}
                    aria-invalid={invalid || undefined}
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
              {addressId !== address.id && (
                <Button
                  variant="ghost"
                  aria-label={t`Delete the address of ${address.name}`}
                  disabled={!snapshot.can(remove)}
                  onClick={() => actor.send(remove)}
                >
                  <Trans>Delete</Trans>
                </Button>
              )}
            </div>
          )
        })}
        {invalid && !formOpen && (
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
    </>
  )
}
