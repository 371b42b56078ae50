import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { TwAddress } from '../../api/schemas/tw-address'
import { Button } from '../ui/button'
import { useCheckoutActor } from './checkout-actor'
import { TwAddressForm } from './tw-address-form'

/**
 * Where a Taiwan home delivery goes: one of the buyer's addresses for this store, or a new one,
 * chosen at once. The machine deletes a saved address (never the chosen one: the price was asked
 * for it).
 */
export function TwAddressChoices({
  addresses: saved,
  invalid,
}: {
  addresses: TwAddress[]
  invalid: boolean
}) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const router = useRouter()
  const snapshot = useSelector(actor, (s) => s)
  const { addressId, deletedAddressIds, storeId } = snapshot.context
  const [adding, setAdding] = useState(false)
  const addresses = saved.filter((address) => !deletedAddressIds.includes(address.id))
  // Nothing to choose from: the form is open at once, with nothing to cancel back to.
  const formOpen = adding || addresses.length === 0
  const cancelAdding = addresses.length > 0 ? () => setAdding(false) : undefined

  const addressCreated = async (address: TwAddress) => {
    await router.invalidate()
    setAdding(false)
    actor.send({ type: 'checkout.address.choose', addressId: address.id })
  }

  return (
    <>
      <fieldset className="checkout-choices">
        <legend>
          <Trans>Deliver to</Trans>
        </legend>
        {snapshot.matches({ shippingAndPayment: 'deletingAddress' }) && (
          <p role="status">
            <Trans>Deleting the address…</Trans>
          </p>
        )}
        {addresses.map((address) => {
          const remove = { type: 'checkout.address.delete', addressId: address.id } as const
          const choose = { type: 'checkout.address.choose', addressId: address.id } as const
          return (
            <div key={address.id} className="checkout-choice">
              <label className="checkout-choice__body">
                <span>
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={addressId === address.id}
                    disabled={!snapshot.can(choose)}
                    aria-invalid={invalid || undefined}
                    onChange={() => actor.send(choose)}
                  />{' '}
                  {address.buyer_name} {address.buyer_cellphone}
                </span>
                <span className="checkout-choice__note">
                  {address.postcode} {address.full_address}
                </span>
              </label>
              {snapshot.can(remove) && (
                <Button
                  variant="ghost"
                  aria-label={t`Delete the address of ${address.buyer_name}`}
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
            <Trans>Add an address</Trans>
          </Button>
        )}
      </fieldset>
      {formOpen && (
        <TwAddressForm storeId={storeId} onCancel={cancelAdding} onCreated={addressCreated} />
      )}
    </>
  )
}
