/**
 * Live shop v1 buyer calls that differ from the marketplace's, for buying: checkout, payment, the
 * buyer's orders and Taiwan's shipping and addresses. Apart from the storefront's calls
 * (./shop.ts), so a storefront does not load the checkout's schemas.
 */
import * as v from 'valibot'
import { dataOf, listOf, SuccessSchema } from '../../common'
import * as errors from '../../error-body'
import { OrderListRowSchema } from '../../order-list'
import { paginated } from '../../paginated'
import { ShippingSettingSchema } from '../../shipping'
import { TwAddressSchema } from '../../tw-address'
import { TwAddressCreateRequestSchema } from '../../requests/address-create'
import * as checkout from '../../requests/checkout'
import * as pay from '../../requests/pay'
import { PageQuerySchema } from '../../requests/queries'
import * as answers from '../../responses/checkout'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX as V1 } from '../prefixes'

export const purchaseCalls = {
  /** One path for both regions: the JP body (PayPay allowed) or the Taiwan body. */
  checkout: {
    method: 'POST',
    path: `${V1}/checkout`,
    body: v.union([checkout.LiveCheckoutRequestSchema, checkout.TwCheckoutRequestSchema]),
    response: answers.CheckoutResponseSchema,
    errorBody: errors.CheckoutErrorBodySchema,
  },
  /** GMO card (JP) or PayUni card (TW), each with its own error family. */
  pay: {
    method: 'POST',
    path: `${V1}/orders/:id/pay`,
    body: v.union([pay.PayRequestSchema, pay.TwCardPayRequestSchema]),
    response: answers.PayResponseSchema,
    errorBody: v.union([errors.PayErrorBodySchema, errors.TwPayErrorBodySchema]),
  },
  payWithPaypay: {
    method: 'POST',
    path: `${V1}/orders/:id/gmo-paypay`,
    body: pay.PaypayRequestSchema,
    response: answers.PaypayResponseSchema,
    /** The PayPay codes (docs/errors.md#paypay), or a 422 (a canceled order). */
    errorBody: v.variant('code', [errors.ValidationErrorBodySchema, errors.PaypayErrorBodySchema]),
  },
  /** The buyer's orders across live-shop stores, newest first. */
  listOrders: {
    method: 'GET',
    path: `${V1}/orders`,
    query: PageQuerySchema,
    response: paginated(OrderListRowSchema),
  },
  listTwShippingSettings: {
    method: 'GET',
    path: `${V1}/tw/stores/:id/shipping-setting`,
    response: listOf(ShippingSettingSchema),
  },
  listTwAddresses: {
    method: 'GET',
    path: `${V1}/tw/stores/:id/addresses`,
    response: listOf(TwAddressSchema),
  },
  createTwAddress: {
    method: 'POST',
    path: `${V1}/tw/stores/:id/addresses`,
    body: TwAddressCreateRequestSchema,
    response: dataOf(TwAddressSchema),
  },
  deleteTwAddress: {
    method: 'DELETE',
    path: `${V1}/tw/stores/:id/addresses/:addressId`,
    response: SuccessSchema,
  },
} as const satisfies Record<string, CallContract>
