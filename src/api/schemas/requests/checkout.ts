/** Checkout requests: marketplace, live shop Japan, live shop Taiwan (fast checkout: ./fast-checkout.ts). */
import * as v from 'valibot'
import { EmailSchema, IdSchema, NonEmptyStringSchema } from '../common'
import {
  LIVE_JP_CHECKOUT_PAYMENT_TYPES,
  MARKETPLACE_CHECKOUT_PAYMENT_TYPES,
  TW_CHECKOUT_PAYMENT_TYPE,
} from '../payment-types'
import { JpShippingTypeSchema, TW_SHIPPING_TYPE } from '../shipping'

const ItemIdsSchema = v.pipe(v.array(IdSchema), v.minLength(1, 'No items selected'))

const jpCheckoutEntries = {
  /** Cart item ids to turn into the order. */
  item_ids: ItemIdsSchema,
  shipping_type: JpShippingTypeSchema,
  address_id: IdSchema,
  payment_type: v.picklist(MARKETPLACE_CHECKOUT_PAYMENT_TYPES),
  /** The saved card or convenience-store payee to pay with, when the type needs one. */
  payment_id: v.nullish(IdSchema),
  email: v.nullable(EmailSchema),
  phone: v.nullable(NonEmptyStringSchema),
  /** A name for the parcel other than the address's, if the buyer wants one. */
  custom_buyer_name: v.nullish(v.string()),
}

/** POST /api/v2/checkout. */
export const CheckoutRequestSchema = v.object(jpCheckoutEntries)
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>

/** POST /api/v1/17shop/checkout for JP stores: PayPay too, and the stream bought from. */
export const LiveCheckoutRequestSchema = v.object({
  ...jpCheckoutEntries,
  payment_type: v.picklist(LIVE_JP_CHECKOUT_PAYMENT_TYPES),
  stream_id: v.nullish(IdSchema),
})
export type LiveCheckoutRequest = v.InferOutput<typeof LiveCheckoutRequestSchema>

/** POST /api/v1/17shop/checkout for TW stores: home delivery, PayUni card. */
export const TwCheckoutRequestSchema = v.object({
  item_ids: ItemIdsSchema,
  shipping_data: v.object({ type: v.literal(TW_SHIPPING_TYPE), address_id: IdSchema }),
  payment_type: v.literal(TW_CHECKOUT_PAYMENT_TYPE),
  email: EmailSchema,
  phone: NonEmptyStringSchema,
  custom_buyer_name: v.nullish(v.string()),
  stream_id: v.nullish(IdSchema),
})
export type TwCheckoutRequest = v.InferOutput<typeof TwCheckoutRequestSchema>
