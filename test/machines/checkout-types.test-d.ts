import { describe, expectTypeOf, it } from 'vitest'
import type * as machine from '../../machines/checkout/checkout-types'
import type { StatusChange } from '../../src/api/schemas/cart'
import type { CheckoutErrorCode } from '../../src/api/schemas/error-codes'
import type { PaymentType } from '../../src/api/schemas/payment-types'
import type { ShippingType } from '../../src/api/schemas/shipping'
import type { PricingRequest } from '../../src/api/schemas/requests/cart'
import type { PricingResult } from '../../src/api/schemas/responses/cart'
import type { ItemsStatusChangedErrorBodySchema } from '../../src/api/schemas/error-body'
import type { InferOutput } from 'valibot'

// Machines import nothing from src, so their copies of the API types are checked
// here, by tsc (`npm run typecheck`): a .test-d.ts file is compiled, never run.
describe('the checkout machine types', () => {
  it('are the API types', () => {
    expectTypeOf<machine.StatusChange>().toEqualTypeOf<StatusChange>()
    expectTypeOf<machine.Pricing>().toEqualTypeOf<PricingResult>()
    expectTypeOf<machine.ChangedItem[]>().toEqualTypeOf<
      InferOutput<typeof ItemsStatusChangedErrorBodySchema>['data']
    >()
    expectTypeOf<machine.CheckoutRefusalCode>().toEqualTypeOf<
      Exclude<CheckoutErrorCode, 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED'>
    >()
  })

  it('build only bodies the calls take', () => {
    expectTypeOf<machine.PricingRequest>().toExtend<PricingRequest>()
    expectTypeOf<machine.ShippingType>().toEqualTypeOf<ShippingType>()
    expectTypeOf<machine.CheckoutPaymentType>().toEqualTypeOf<PaymentType>()
  })
})
