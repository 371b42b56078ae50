import { Trans } from '@lingui/react/macro'
import type { TwAddress } from '../../../api/schemas/tw-address'
import { AddressChoices } from './address-choices'
import { TwAddressForm } from './tw-address-form'

/** Where a Taiwan home delivery goes: one of the buyer's addresses for this store, or a new one. */
export function TwAddressChoices({
  addresses,
  invalid,
  tried,
}: {
  addresses: TwAddress[]
  invalid: boolean
  tried: boolean
}) {
  return (
    <AddressChoices
      entries={addresses.map((address) => ({
        id: address.id,
        name: address.buyer_name,
        note: `${address.buyer_cellphone} · ${address.postcode} ${address.full_address}`,
      }))}
      invalid={invalid}
      tried={tried}
      legend={<Trans>Deliver to</Trans>}
      addLabel={<Trans>Add an address</Trans>}
      newAddress={(slot) => <TwAddressForm {...slot} />}
    />
  )
}
