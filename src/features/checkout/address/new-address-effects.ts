/**
 * The checkout's new-address effects at the edge: saving the new address with the body of its
 * country's form (Place the order saves it before placing), and the postcode look-up, which fills
 * the prefecture, city and town of Japan's form.
 */
import type { Http } from '../../../api/http'
import { isApiError } from '../../../api/client/results'
import { createTwAddress } from '../../../api/live-shop-v1/tw-addresses'
import type {
  AddressNotSaved,
  FoundAddress,
  NewAddress,
  SavedAddress,
} from '../../../../machines/checkout/checkout-new-address'
import type { ShippingChoice } from '../../../../machines/checkout/checkout-steps'
import { normalizePostcode, typedDigits } from '../../forms/field-rules'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import {
  EMPTY_JP_ADDRESS,
  EMPTY_PICK_UP,
  newAddressFormOf,
  valuesOf,
  type JpAddressField,
} from './new-address-rules'
import { checkTwAddress, EMPTY_TW_ADDRESS, serverTwProblems } from './tw-address-rules'

/** Japan's form field for each key of the address call's body a refusal may name. */
const JP_BODY_FIELDS: Record<string, JpAddressField> = {
  name: 'name',
  phone_number: 'phone',
  'address.postcode': 'postcode',
  'address.level_one': 'prefecture',
  'address.level_one_code': 'prefecture',
  'address.level_two': 'city',
  'address.level_three': 'town',
  'address.level_four': 'street',
}

/** The address was not saved; `fields` are the form's fields the shop refused, if it said. */
export class AddressNotSavedError extends Error implements AddressNotSaved {
  constructor(
    readonly fields: readonly string[],
    options?: { cause?: unknown },
  ) {
    super('The new address was not saved', options)
    this.name = 'AddressNotSavedError'
  }
}

/** A VALIDATION_EXCEPTION's `data` (`{ bodyKey: [messages] }`), else undefined. */
const refusalData = (error: unknown): unknown =>
  isApiError(error) &&
  error.failure.kind === 'http' &&
  error.failure.error.code === 'VALIDATION_EXCEPTION'
    ? error.failure.error.data
    : undefined

const keysOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? Object.keys(data) : []

async function create(
  api: CheckoutShopApi,
  http: Http,
  storeId: number,
  shipping: ShippingChoice,
  typed: NewAddress,
): Promise<SavedAddress> {
  switch (newAddressFormOf(shipping.type)) {
    case 'tw': {
      const checked = checkTwAddress(valuesOf(EMPTY_TW_ADDRESS, typed))
      // Only asked for values the form accepts (readyToPlace holds its rules).
      if (!checked.ok) throw new AddressNotSavedError(Object.keys(checked.problems))
      const saved = await createTwAddress(http, storeId, checked.body)
      return {
        id: saved.id,
        known: {
          id: saved.id,
          kind: 'delivery',
          name: saved.buyer_name,
          phone: saved.buyer_cellphone,
        },
      }
    }
    case 'pickUp': {
      const values = valuesOf(EMPTY_PICK_UP, typed)
      const saved = await api.createAddress(http, {
        type: 'self_pick_up',
        name: values.name.trim(),
        phone_number: typedDigits(values.phone),
      })
      return {
        id: saved.id,
        known: { id: saved.id, kind: 'pickUp', name: saved.name, phone: saved.phone_number },
      }
    }
    case 'jp': {
      const values = valuesOf(EMPTY_JP_ADDRESS, typed)
      const saved = await api.createAddress(http, {
        type: 'custom',
        name: values.name.trim(),
        phone_number: typedDigits(values.phone),
        address: {
          postcode: normalizePostcode(values.postcode),
          level_one: values.prefecture,
          level_two: values.city.trim(),
          level_three: values.town.trim(),
          level_four: values.street.trim(),
          level_one_code: values.prefectureCode,
          region: 'JP',
        },
      })
      return {
        id: saved.id,
        known: { id: saved.id, kind: 'delivery', name: saved.name, phone: saved.phone_number },
      }
    }
  }
}

/** Saves the new address; a refusal rejects with the form's fields it names (none: it failed). */
export async function saveNewAddress(
  api: CheckoutShopApi,
  http: Http,
  input: { storeId: number; shipping: ShippingChoice; values: NewAddress },
): Promise<SavedAddress> {
  try {
    return await create(api, http, input.storeId, input.shipping, input.values)
  } catch (error) {
    if (error instanceof AddressNotSavedError) throw error
    const data = refusalData(error)
    const fields =
      newAddressFormOf(input.shipping.type) === 'tw'
        ? Object.keys(serverTwProblems(valuesOf(EMPTY_TW_ADDRESS, input.values), data))
        : keysOf(data).flatMap((key) => {
            const field = JP_BODY_FIELDS[key]
            return field ? [field] : []
          })
    throw new AddressNotSavedError([...new Set(fields)], { cause: error })
  }
}

/** Japan's postcode look-up: the prefecture, its code, city and town, or null when none has it. */
export async function lookUpJpPostcode(
  api: CheckoutShopApi,
  http: Http,
  postcode: string,
): Promise<FoundAddress> {
  const found = await api.lookupJpZip(http, normalizePostcode(postcode))
  if (!found) return null
  return {
    prefecture: found.level_one,
    prefectureCode: found.level_one_code,
    city: found.level_two,
    town: found.level_three,
  }
}
