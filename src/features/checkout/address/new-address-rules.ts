/**
 * What each country's new-address form checks, as pure rules: the forms show their messages, and
 * the checkout's `readyToPlace` holds them at the edge (contact-rules.ts), so Place the order
 * never saves an address a form would refuse. Which form a new address is in follows the
 * shipping: Taiwan's home delivery, Japan's pick-up entry (who comes for it), else Japan's
 * delivery address.
 */
import type { NewAddress } from '../../../../machines/checkout/checkout-new-address'
import type { ShippingType } from '../../../../machines/checkout/checkout-types'
import { check, checkOptional, type FieldProblem } from '../../forms/field-rules'
import { checkTwAddress, EMPTY_TW_ADDRESS, type TwAddressValues } from './tw-address-rules'

export type NewAddressForm = 'jp' | 'pickUp' | 'tw'

export const newAddressFormOf = (shipping: ShippingType | undefined): NewAddressForm =>
  shipping === 'tw_home-delivery' ? 'tw' : shipping === 'self_pick_up' ? 'pickUp' : 'jp'

export type JpAddressField =
  'name' | 'phone' | 'postcode' | 'prefecture' | 'prefectureCode' | 'city' | 'town' | 'street'

export const EMPTY_JP_ADDRESS: Record<JpAddressField, string> = {
  name: '',
  phone: '',
  postcode: '',
  prefecture: '',
  prefectureCode: '',
  city: '',
  town: '',
  street: '',
}

/** Japan's address: each field's problem (the prefecture is the look-up's to fill). */
export function jpAddressProblems(values: Record<JpAddressField, string>) {
  return {
    name: check('name', values.name),
    phone: check('phone', values.phone),
    postcode: check('postcode', values.postcode),
    prefecture: values.prefectureCode ? undefined : ('required' as FieldProblem),
    city: check('addressLine', values.city),
    town: checkOptional('addressLine', values.town),
    street: check('addressLine', values.street),
  }
}

export const EMPTY_PICK_UP = { name: '', phone: '' }

/** Who picks up: a name and a phone. */
export const pickUpProblems = (values: typeof EMPTY_PICK_UP) => ({
  name: check('name', values.name),
  phone: check('phone', values.phone),
})

/** The typed values over the form's blanks (a field never typed is empty). */
export const valuesOf = <K extends string>(empty: Record<K, string>, typed: NewAddress | null) =>
  ({ ...empty, ...typed }) as Record<K, string>

/** The new address as its form would send it: no field it refuses. */
export function newAddressWellFormed(
  shipping: ShippingType | undefined,
  typed: NewAddress | null,
): boolean {
  switch (newAddressFormOf(shipping)) {
    case 'tw':
      return checkTwAddress(valuesOf<keyof TwAddressValues>(EMPTY_TW_ADDRESS, typed)).ok
    case 'pickUp':
      return Object.values(pickUpProblems(valuesOf(EMPTY_PICK_UP, typed))).every((p) => !p)
    case 'jp':
      return Object.values(jpAddressProblems(valuesOf(EMPTY_JP_ADDRESS, typed))).every((p) => !p)
  }
}
