/**
 * The marketplace checkout machine with the app's effects (docs/machines/README.md, "Wiring the
 * checkout and payment machines"): the machine declares each effect as a named actor, the app
 * supplies the API calls here, at the edge, so the machine stays free of `src`.
 */
import { fromPromise } from 'xstate'
import { marketplaceCheckoutMachine } from '../../../machines/checkout/marketplace-checkout.machine'
import { getCart, pricing, syncSnapshot, updateCartItem } from '../../api/marketplace-v2/cart'
import { checkout } from '../../api/marketplace-v2/checkout'
import type { Http } from '../../api/http'
import type { CheckoutRequest, PricingRequest } from '../../../machines/checkout/checkout-types'
import { changedItemsOf, checkoutOutcomeOf, placedOrderReadOf } from './checkout-outcome'
import { providePaymentMachine } from './checkout-payment'

/** A rejection the machine reads the `code` of (its setError action). */
class CheckoutStepError extends Error {
  override readonly name = 'CheckoutStepError'
  constructor(readonly code: string) {
    super(code)
  }
}

export function provideCheckoutMachine(getHttp: () => Promise<Http>, storeId: number) {
  return marketplaceCheckoutMachine.provide({
    actors: {
      updateQuantity: fromPromise(
        async ({ input }: { input: { itemId: number; quantity: number } }) => {
          const result = await updateCartItem(await getHttp(), input.itemId, {
            quantity: input.quantity,
          })
          if (result.ok) return
          throw new CheckoutStepError(
            result.kind === 'http' ? result.error.code : 'VALIDATION_EXCEPTION',
          )
        },
      ),
      acceptChanges: fromPromise(
        async ({ input }: { input: { storeId: number; itemIds: number[] } }) => {
          const cart = await syncSnapshot(await getHttp(), input.storeId, { ids: input.itemIds })
          return changedItemsOf(cart)
        },
      ),
      pricing: fromPromise(async ({ input }: { input: PricingRequest }) =>
        pricing(await getHttp(), input),
      ),
      placeOrder: fromPromise(async ({ input }: { input: CheckoutRequest }) =>
        checkoutOutcomeOf(await checkout(await getHttp(), input)),
      ),
      findPlacedOrder: fromPromise(
        async ({ input }: { input: { storeId: number; itemIds: number[] } }) =>
          placedOrderReadOf(await getCart(await getHttp(), input.storeId), input.itemIds),
      ),
      payment: providePaymentMachine(getHttp, storeId),
    },
  })
}

export type ProvidedCheckoutMachine = ReturnType<typeof provideCheckoutMachine>
