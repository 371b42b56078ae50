import { useEffect, type ReactNode } from 'react'
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
 * checkout), one to choose, the others to delete, or a country's form for a new one, which the
 * order then goes to and Place the order saves. The machine says what may be chosen or deleted
 * (never the chosen one: the price was asked for it).
 */
export function AddressChoices({
  entries: saved,
  invalid,
  tried,
  legend,
  intro,
  addLabel,
  newAddress,
}: {
  entries: readonly AddressEntry[]
  invalid: boolean
  /** Place the order was tried: the new address's fields say what they lack. */
  tried: boolean
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
  const entries = saved.filter((entry) => !deletedAddressIds.includes(entry.id))
  // Nothing to choose from: the form for a new one is open at once, with nothing to cancel back to.
  const formOpen = (snapshot.context.newAddress ?? null) !== null || entries.length === 0
  // The new address, saved by Place the order, is chosen but not yet in the list this page
  // loaded (an order refused after the save): the list is read again to show it.
  const unlisted = addressId !== null && !saved.some((entry) => entry.id === addressId)
  useEffect(() => {
    if (unlisted) void router.invalidate()
  }, [unlisted, router])

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
          <Button variant="secondary" onClick={() => actor.send({ type: 'checkout.address.add' })}>
            {addLabel}
          </Button>
        )}
      </fieldset>
      {formOpen &&
        newAddress({
          onCancel:
            entries.length > 0 ? () => actor.send({ type: 'checkout.address.cancel' }) : undefined,
          tried,
        })}
    </>
  )
}
