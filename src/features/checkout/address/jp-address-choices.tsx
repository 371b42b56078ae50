import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { Address } from '../../../api/schemas/address'
import type { ShippingSetting } from '../../../api/schemas/shipping'
import { AddressChoices } from './address-choices'
import { useCheckoutActor } from '../actor/checkout-context'
import { JpAddressForm } from './jp-address-form'
import { PickUpForm } from './pick-up-form'

/**
 * Where an order in Japan goes (a saved address or a new one, found by its postcode), or, for
 * pick-up, who comes for it (a pick-up entry: name and phone; the place is the store's).
 */
export function JpAddressChoices({
  addresses,
  shippings,
  invalid,
  tried,
}: {
  addresses: Address[]
  shippings: ShippingSetting[]
  invalid: boolean
  tried: boolean
}) {
  const actor = useCheckoutActor()
  const shipping = useSelector(actor, (s) => s.context.shipping)
  const pickUp = shipping?.type === 'self_pick_up'
  const pickUpPlace = pickUp
    ? shippings.find((setting) => setting.id === shipping.settingId)?.address
    : null
  const entries = addresses
    .filter((address) => (pickUp ? address.type === 'self_pick_up' : address.address !== null))
    .map((address) => ({
      id: address.id,
      name: address.name,
      note: address.address
        ? `〒${address.address.postcode} ${address.address.full_address}`
        : address.phone_number,
    }))
  return (
    <AddressChoices
      entries={entries}
      invalid={invalid}
      tried={tried}
      legend={pickUp ? <Trans>Who picks up</Trans> : <Trans>Deliver to</Trans>}
      intro={
        pickUpPlace && (
          <p>
            <Trans>Pick up at {pickUpPlace.full_address}</Trans>
          </p>
        )
      }
      addLabel={pickUp ? <Trans>Add who picks up</Trans> : <Trans>Add an address</Trans>}
      newAddress={(slot) => (pickUp ? <PickUpForm {...slot} /> : <JpAddressForm {...slot} />)}
    />
  )
}
