/**
 * Error bodies (docs/errors.md#error-bodies): `{ code, message?, data? }`, typed per call family.
 * Each schema takes the smallest body the API promises and the richer ones: only
 * CHECKOUT_ITEMS_STATUS_HAVE_CHANGED must carry data (which cart items changed and how);
 * GMO_PAYMENT_EXCEPTION may carry GMO's report code (top level or in `data`) and
 * VALIDATION_EXCEPTION its messages per field. A body whose code is not in its family fails the
 * family schema: the caller treats it as unknown (`ErrorBodySchema` still reads its code and
 * message for the report). Plain schemas, no transforms: the contract document is made from them.
 */
import * as v from 'valibot'
import { IdSchema } from './common'
import { StatusChangesSchema } from './cart'
import * as codes from './error-codes'

/** Any error body, whatever its code. */
export const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

export const ItemsStatusChangedErrorBodySchema = v.object({
  code: v.literal('CHECKOUT_ITEMS_STATUS_HAVE_CHANGED'),
  message: v.optional(v.string()),
  data: v.pipe(
    v.array(v.object({ cart_item_id: IdSchema, status_changes: StatusChangesSchema })),
    v.minLength(1, 'At least one changed item'),
  ),
})

/** GMO's own error code for a failure, which support looks it up by. */
const ReportCodeSchema = v.optional(v.string())

/**
 * A card or PayPay payment GMO refused: code and message at the least; GMO's report code may come
 * at the top level or in `data` (`reportCodeOf` reads either).
 */
export const GmoPaymentErrorBodySchema = v.object({
  code: v.literal('GMO_PAYMENT_EXCEPTION'),
  message: v.optional(v.string()),
  report_code: ReportCodeSchema,
  data: v.optional(v.nullable(v.object({ report_code: ReportCodeSchema }))),
})

/**
 * 422: the request broke a rule; `data`, when given, maps each offending field (dot path) to its
 * messages.
 */
export const ValidationErrorBodySchema = v.object({
  code: v.literal('VALIDATION_EXCEPTION'),
  message: v.optional(v.string()),
  data: v.optional(v.record(v.string(), v.array(v.string()))),
})
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>

type Special =
  'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED' | 'GMO_PAYMENT_EXCEPTION' | 'VALIDATION_EXCEPTION'

/** A body for codes that carry nothing but an optional message (and data nobody reads). */
function plain<const C extends readonly string[]>(family: C) {
  const rest = family.filter(
    (code): code is Exclude<C[number], Special> =>
      ![
        'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
        'GMO_PAYMENT_EXCEPTION',
        'VALIDATION_EXCEPTION',
      ].includes(code),
  )
  return v.object({
    code: v.picklist(rest),
    message: v.optional(v.string()),
    data: v.optional(v.unknown()),
  })
}

export const SellerLoginErrorBodySchema = plain(codes.SELLER_LOGIN_ERROR_CODES)
export const BuyerLoginErrorBodySchema = plain(codes.BUYER_LOGIN_ERROR_CODES)
export const AddToCartErrorBodySchema = plain(codes.ADD_TO_CART_ERROR_CODES)
export const CheckoutErrorBodySchema = v.variant('code', [
  ItemsStatusChangedErrorBodySchema,
  GmoPaymentErrorBodySchema,
  ValidationErrorBodySchema,
  plain(codes.CHECKOUT_ERROR_CODES),
])
export const PayErrorBodySchema = v.variant('code', [
  GmoPaymentErrorBodySchema,
  plain(codes.PAY_ERROR_CODES),
])
export const TwPayErrorBodySchema = v.variant('code', [
  ValidationErrorBodySchema,
  plain(codes.TW_PAY_ERROR_CODES),
])
export const PaypayErrorBodySchema = v.variant('code', [
  GmoPaymentErrorBodySchema,
  plain(codes.PAYPAY_ERROR_CODES),
])
export const PostUpdateErrorBodySchema = v.variant('code', [
  ValidationErrorBodySchema,
  plain(codes.POST_UPDATE_ERROR_CODES),
])
export const StreamAccessErrorBodySchema = plain(codes.STREAM_ACCESS_ERROR_CODES)
export const ChangePasswordErrorBodySchema = plain(codes.CHANGE_PASSWORD_ERROR_CODES)
export const RegisterErrorBodySchema = plain(codes.REGISTER_ERROR_CODES)

/**
 * What any call may answer besides its family's codes: the session ended (401 UNAUTHORIZED), not
 * allowed (403 FORBIDDEN), no such resource (404 NOT_FOUND), a broken rule (422
 * VALIDATION_EXCEPTION). A family's reading treats them as unknown (docs/errors.md).
 */
export const GENERIC_ERROR_CODES = ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND'] as const
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number]
export const GenericErrorBodySchema = v.variant('code', [
  ValidationErrorBodySchema,
  v.object({
    code: v.picklist(GENERIC_ERROR_CODES),
    message: v.optional(v.string()),
    data: v.optional(v.unknown()),
  }),
])

/** Login answers 401 with `{ report_type }` instead of a `code` (docs/errors.md#login). */
export const LoginUnauthorizedBodySchema = v.object({
  report_type: v.picklist(codes.LOGIN_ERROR_CODES),
  message: v.optional(v.string()),
})

export type SellerLoginErrorBody = v.InferOutput<typeof SellerLoginErrorBodySchema>
export type BuyerLoginErrorBody = v.InferOutput<typeof BuyerLoginErrorBodySchema>
export type AddToCartErrorBody = v.InferOutput<typeof AddToCartErrorBodySchema>
export type CheckoutErrorBody = v.InferOutput<typeof CheckoutErrorBodySchema>
export type PayErrorBody = v.InferOutput<typeof PayErrorBodySchema>
export type TwPayErrorBody = v.InferOutput<typeof TwPayErrorBodySchema>
export type PaypayErrorBody = v.InferOutput<typeof PaypayErrorBodySchema>
export type PostUpdateErrorBody = v.InferOutput<typeof PostUpdateErrorBodySchema>
export type StreamAccessErrorBody = v.InferOutput<typeof StreamAccessErrorBodySchema>
export type ChangePasswordErrorBody = v.InferOutput<typeof ChangePasswordErrorBodySchema>
export type RegisterErrorBody = v.InferOutput<typeof RegisterErrorBodySchema>
export type LoginUnauthorizedBody = v.InferOutput<typeof LoginUnauthorizedBodySchema>

/**
 * The provider's report code a refusal carries, at its top level or in `data` (the top level wins),
 * or null when it carries none (an empty one counts as none).
 */
export function reportCodeOf(body: unknown): string | null {
  const read = (holder: unknown): string | null => {
    if (typeof holder !== 'object' || holder === null || !('report_code' in holder)) return null
    const { report_code: code } = holder
    return typeof code === 'string' && code.trim() !== '' ? code.trim() : null
  }
  if (typeof body !== 'object' || body === null) return null
  return read(body) ?? ('data' in body ? read(body.data) : null)
}

/**
 * The code of a failure body when it belongs to `family`, else null. For callers that need the
 * code even when the rest of the body is off.
 */
export function errorCodeOf<const C extends string>(family: readonly C[], body: unknown): C | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null
  const { code } = body
  return family.find((known) => known === code) ?? null
}
