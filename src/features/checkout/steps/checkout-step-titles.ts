import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'

/** Each checkout step's page title, the same in every shop (its route's `head`). */
export const CHECKOUT_STEP_TITLES: Record<CheckoutStep, MessageDescriptor> = {
  category: msg`Checkout: what to order`,
  products: msg`Checkout: items`,
  shippingAndPayment: msg`Checkout: shipping and payment`,
  orderConfirming: msg`Checkout: confirm your order`,
  done: msg`Checkout: order placed`,
}
