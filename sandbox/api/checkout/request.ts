import type { Context } from 'hono'
import { liveCheckoutSchemaOf } from '../../../src/api/shared/checkout-body'
import type {
  CheckoutRequest,
  LiveCheckoutRequest,
  TwCheckoutRequest,
} from '../../../src/api/schemas/requests/checkout'
import { CheckoutRequestSchema } from '../../../src/api/schemas/requests/checkout'
import type { PaymentType, ShippingType } from '../../db/types/settings'
import { check, readJson, validationError } from '../../http/validate'

/** A checkout body of any API or region, in one shape, so one implementation places every order. */
export interface CheckoutIntent {
  itemIds: readonly number[]
  shippingType: ShippingType
  addressId: number
  /** Where the address id sits in the body, to name it in a 422. */
  addressField: 'address_id' | 'shipping_data.address_id'
  paymentType: PaymentType
  /** The saved card or convenience-store payee to pay with. */
  paymentId: number | null
  email: string | null
  phone: string | null
  customBuyerName: string | null
  streamId: number | null
}

/** POST /api/v2/checkout. */
export async function marketplaceIntent(c: Context): Promise<CheckoutIntent> {
  return fromJp(check(CheckoutRequestSchema, await readJson(c), 'body'))
}

/** POST /api/v1/17shop/checkout: the JP or the Taiwan body, told apart by their shape. */
export async function liveIntent(c: Context): Promise<CheckoutIntent> {
  const raw = await readJson(c)
  const body = check(liveCheckoutSchemaOf(raw), raw, 'body')
  return 'shipping_data' in body ? fromTw(body) : fromJp(body)
}

function fromJp(body: CheckoutRequest | LiveCheckoutRequest): CheckoutIntent {
  return {
    itemIds: body.item_ids,
    shippingType: body.shipping_type,
    addressId: body.address_id,
    addressField: 'address_id',
    paymentType: body.payment_type,
    paymentId: body.payment_id ?? null,
    email: body.email,
    phone: body.phone,
    customBuyerName: body.custom_buyer_name ?? null,
    streamId: 'stream_id' in body ? (body.stream_id ?? null) : null,
  }
}

/** Taiwan mobile numbers: 09 and eight digits. The UI's VALIDATION_EXCEPTION (Taiwan) comes from here. */
const TW_MOBILE = /^09\d{8}$/

function fromTw(body: TwCheckoutRequest): CheckoutIntent {
  if (!TW_MOBILE.test(body.phone))
    throw validationError({ phone: ['A Taiwan mobile number: 09 and 8 digits.'] })
  return {
    itemIds: body.item_ids,
    shippingType: body.shipping_data.type,
    addressId: body.shipping_data.address_id,
    addressField: 'shipping_data.address_id',
    paymentType: body.payment_type,
    paymentId: null,
    email: body.email,
    phone: body.phone,
    customBuyerName: body.custom_buyer_name ?? null,
    streamId: body.stream_id ?? null,
  }
}
