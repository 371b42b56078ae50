/**
 * The checkout machine with the marketplace's effects (docs/machines/README.md, "Wiring the
 * checkout and payment machines"): the machine declares each effect as a named actor, the app
 * supplies the API calls here, at the edge, so the machine stays free of `src`.
 */
import { fromPromise } from 'xstate'
import { checkoutMachine } from '../../../machines/checkout/checkout.machine'
import { getCart, pricing, syncSnapshot, updateCartItem } from '../../api/marketplace-v2/cart'
import { checkout } from '../../api/marketplace-v2/checkout'
import { deleteAddress } from '../../api/marketplace-v2/wallet'
import type { Http } from '../../api/http'
import type { PlaceOrderRequest, PricingRequest } from '../../../machines/checkout/checkout-types'
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
  return checkoutMachine.provide({
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
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderRequest }) => {
        const { shipping, payment } = input
        if (payment.type === 'gmo_paypay' || payment.type === 'payuni_credit') {
          return { kind: 'refused', code: 'VALIDATION_EXCEPTION' } as const
        }
        if (shipping.type === 'tw_home-delivery') {
          return { kind: 'refused', code: 'INVALID_SHIPPING_TYPE_EXCEPTION' } as const
        }
        const result = await checkout(await getHttp(), {
          item_ids: input.itemIds,
          shipping_type: shipping.type,
          address_id: input.addressId,
          payment_type: payment.type,
          // The card or payee is chosen when paying, for the order that then exists.
          payment_id: null,
          email: input.email,
          phone: input.phone,
          custom_buyer_name: input.buyerName,
        })
        return checkoutOutcomeOf(result)
      }),
      deleteAddress: fromPromise(
        async ({ input }: { input: { storeId: number; addressId: number } }) => {
          await deleteAddress(await getHttp(), input.addressId)
          return input.addressId
        },
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
