import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Button } from '../../ui/button'
import type { NewAddressSlot } from './address-form'
import { useCheckoutActor } from '../actor/checkout-context'
import { isolated } from '../../../lib/bidi'

/** A saved address (or pick-up entry) as the list shows it. */
export interface AddressEntry {
  id: number
  /** Whose it is: the radio's name, and the delete button's. */
  name: string
  /** Where (or how to reach them), under the name. */
  note: string
}

/**
 * Where the order goes, for every country: the saved entries (less those deleted during this
 * checkout), one to choose, the others to delete, and a country's form to add one, chosen at
 * once. The machine says what may be chosen or deleted (never the chosen one: the price was
 * asked for it).
 */
export function AddressChoices({
  entries: saved,
  invalid,
  legend,
  intro,
  addLabel,
  newAddress,
}: {
  entries: readonly AddressEntry[]
  invalid: boolean
  legend: ReactNode
  /** Said before the list (the pick-up place). */
  intro?: ReactNode
  addLabel: ReactNode
  newAddress: (slot: NewAddressSlot) => ReactNode
}) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const router = useRouter()
  const snapshot = useSelector(actor, (s) => s)
  const { addressId, deletedAddressIds } = snapshot.context
  const [adding, setAdding] = useState(false)
  const entries = saved.filter((entry) => !deletedAddressIds.includes(entry.id))
  // Nothing to choose from: the form to add one is open at once, with nothing to cancel back to.
  const formOpen = adding || entries.length === 0

  const onCreated = async (address: { id: number }) => {
    await router.invalidate()
    setAdding(false)
    actor.send({ type: 'checkout.address.choose', addressId: address.id })
  }

  return (
    <>
      <fieldset className="checkout-choices">
        <legend>{legend}</legend>
        {intro}
        {snapshot.matches({ building: { shippingAndPayment: 'deletingAddress' } }) && (
          <p role="status">
            <Trans>Deleting the address…</Trans>
          </p>
        )}
        {entries.map((entry) => {
          const remove = { type: 'checkout.address.delete', addressId: entry.id } as const
          const choose = { type: 'checkout.address.choose', addressId: entry.id } as const
          return (
            <div key={entry.id} className="checkout-choice">
              <label className="checkout-choice__body">
                <span>
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={addressId === entry.id}
                    disabled={!snapshot.can(choose)}
                    aria-invalid={invalid || undefined}
                    onChange={() => actor.send(choose)}
                  />{' '}
                  <bdi>{entry.name}</bdi>
                </span>
                <span className="checkout-choice__note">{entry.note}</span>
              </label>
              {snapshot.can(remove) && (
                <Button
                  variant="ghost"
                  aria-label={t`Delete the address of ${isolated(entry.name)}`}
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
            {addLabel}
          </Button>
        )}
      </fieldset>
      {formOpen &&
        newAddress({
          onCancel: entries.length > 0 ? () => setAdding(false) : undefined,
          onCreated,
        })}
    </>
  )
}
