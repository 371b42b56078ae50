import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCheckoutActor } from '../actor/checkout-context'
import { valuesOf } from './new-address-rules'

export type Messages<K extends string> = Partial<Record<K, string>>

const NONE: readonly string[] = []

/**
 * The state of a new-address form, the same for every country: its values are the checkout's
 * (so a reload, or a failed save, keeps every one), each change reported as typed; each field's
 * message once Place the order was tried (`tried`), and the fields the shop refused to save,
 * marked until changed. Place the order saves it: the form has no save of its own.
 */
export function useAddressForm<K extends string>(rules: {
  empty: Record<K, string>
  /** Each field's translated message for what the form refuses; none for a field that is fine. */
  errorsOf: (values: Record<K, string>) => Messages<K>
  tried: boolean
}) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const typed = useSelector(actor, (s) => s.context.newAddress ?? null)
  const refused = useSelector(actor, (s) => s.context.newAddressRefused ?? NONE)
  const values = valuesOf(rules.empty, typed)
  const own: Messages<K> = rules.tried ? rules.errorsOf(values) : {}
  const errors = Object.fromEntries(
    (Object.keys(rules.empty) as K[]).map((field) => [
      field,
      own[field] ??
        (refused.includes(field)
          ? t`The shop did not accept this. Check it and try again.`
          : undefined),
    ]),
  ) as Messages<K>

  const patch = (changed: Partial<Record<K, string>>) =>
    actor.send({ type: 'checkout.address.edit', values: { ...values, ...changed } })

  return { values, patch, errors }
}

export type AddressFormState<K extends string> = ReturnType<typeof useAddressForm<K>>
