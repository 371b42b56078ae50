/**
 * The API's error codes, one list per call family (docs/errors.md). Each list is the typed union
 * that call's result carries; a code outside its family is "unknown" to the UI (the live shop shows
 * Z1).
 */
export const LOGIN_ERROR_CODES = [
  'PASSPORT_TOKEN_EXPIRED_OR_INVALID',
  'EMAIL_OR_PASSWORD_INCORRECT',
] as const
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number]

/** LIVER_NOT_IN_WHITELIST is shown; INTERNAL_SYSTEM_ERROR goes to the internal-system page. */
export const SELLER_LOGIN_ERROR_CODES = ['LIVER_NOT_IN_WHITELIST', 'INTERNAL_SYSTEM_ERROR'] as const
export type SellerLoginErrorCode = (typeof SELLER_LOGIN_ERROR_CODES)[number]

export const BUYER_LOGIN_ERROR_CODES = ['INTERNAL_SYSTEM_ERROR'] as const
export type BuyerLoginErrorCode = (typeof BUYER_LOGIN_ERROR_CODES)[number]

export const ADD_TO_CART_ERROR_CODES = [
  'SKU_DELETED',
  'SKU_SOLD_OUT',
  'SKU_OUTSIDE_OF_SALE_TIMES',
  'SKU_NOT_SUPPLIED',
  'REACHED_BUYER_PURCHASABLE_LIMIT',
  'ADD_CART_OUT_OF_STOCK',
] as const
export type AddToCartErrorCode = (typeof ADD_TO_CART_ERROR_CODES)[number]

/** FAILED_TO_CHECKOUT is also what the client reports for an unexpected checkout failure. */
export const CHECKOUT_ERROR_CODES = [
  'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
  'GMO_PAYMENT_EXCEPTION',
  'NOT_FOUND_ITEM_IN_CART',
  'FAILED_TO_CHECKOUT',
  'REACHED_BUYER_PURCHASABLE_LIMIT',
  'INVALID_SHIPPING_TYPE_EXCEPTION',
  'MIXED_SKU_TYPE_EXCEPTION',
  'VALIDATION_EXCEPTION',
] as const
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number]

export const PAY_ERROR_CODES = ['MISSING_PAYMENT_REDIRECT_URL', 'GMO_PAYMENT_EXCEPTION'] as const
export type PayErrorCode = (typeof PAY_ERROR_CODES)[number]

export const TW_PAY_ERROR_CODES = [
  'VALIDATION_EXCEPTION',
  'PAYUNI_API_ERROR',
  'INTERNAL_API_ERROR',
] as const
export type TwPayErrorCode = (typeof TW_PAY_ERROR_CODES)[number]

export const PAYPAY_ERROR_CODES = ['INVALID_PAYMENT_TYPE', 'GMO_PAYMENT_EXCEPTION'] as const
export type PaypayErrorCode = (typeof PAYPAY_ERROR_CODES)[number]

export const POST_UPDATE_ERROR_CODES = [
  'VALIDATION_EXCEPTION',
  'NEGATIVE_STOCK_EXCEPTION',
  'STORE_PAYMENT_SHIPPING_UNSET',
] as const
export type PostUpdateErrorCode = (typeof POST_UPDATE_ERROR_CODES)[number]

export const STREAM_ACCESS_ERROR_CODES = [
  'LIVER_NOT_IN_WHITELIST',
  'UNAUTHORIZED_ACCESS_TO_STREAM',
] as const
export type StreamAccessErrorCode = (typeof STREAM_ACCESS_ERROR_CODES)[number]

export const CHANGE_PASSWORD_ERROR_CODES = [
  'OLD_PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'NEW_PASSWORD_REQUIRED',
  'NEW_PASSWORD_TOO_SHORT',
] as const
export type ChangePasswordErrorCode = (typeof CHANGE_PASSWORD_ERROR_CODES)[number]

export const REGISTER_ERROR_CODES = ['EMAIL_EXIST'] as const
export type RegisterErrorCode = (typeof REGISTER_ERROR_CODES)[number]

/** Every code of every family, for the sandbox's catalogue and exhaustive message maps. */
export const ALL_ERROR_CODES: readonly ApiErrorCode[] = [
  ...new Set([
    ...LOGIN_ERROR_CODES,
    ...SELLER_LOGIN_ERROR_CODES,
    ...BUYER_LOGIN_ERROR_CODES,
    ...ADD_TO_CART_ERROR_CODES,
    ...CHECKOUT_ERROR_CODES,
    ...PAY_ERROR_CODES,
    ...TW_PAY_ERROR_CODES,
    ...PAYPAY_ERROR_CODES,
    ...POST_UPDATE_ERROR_CODES,
    ...STREAM_ACCESS_ERROR_CODES,
    ...CHANGE_PASSWORD_ERROR_CODES,
    ...REGISTER_ERROR_CODES,
  ]),
]
export type ApiErrorCode =
  | LoginErrorCode
  | SellerLoginErrorCode
  | AddToCartErrorCode
  | CheckoutErrorCode
  | PayErrorCode
  | TwPayErrorCode
  | PaypayErrorCode
  | PostUpdateErrorCode
  | StreamAccessErrorCode
  | ChangePasswordErrorCode
  | RegisterErrorCode
