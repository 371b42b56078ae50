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
import { listBuyerOrders } from '../../api/marketplace-v2/orders'
import type { Http } from '../../api/http'
import type { PlaceOrderRequest, PricingRequest } from '../../../machines/checkout/checkout-types'
import {
  changedItemsOf,
  CheckoutStepError,
  checkoutOutcomeOf,
  placedOrderReadOf,
  usablePricing,
} from './checkout-outcome'
import { providePaymentMachine } from './checkout-payment'

/**
 * When this tab's last checkout call started, per store: a lost answer's order is one made
 * since then (a minute's leeway for the server's clock). Kept for a reload in between.
 */
const PLACED_KEY = 'checkout:placed-since'
const CLOCK_LEEWAY_MS = 60_000

function rememberPlacing(storeId: number) {
  try {
    sessionStorage.setItem(`${PLACED_KEY}:${storeId}`, String(Date.now()))
  } catch {
    // Storage refused: a lost answer then looks back the leeway only.
  }
}

function placedSince(storeId: number): Date {
  let started = Date.now()
  try {
    const stored = Number(sessionStorage.getItem(`${PLACED_KEY}:${storeId}`))
    if (Number.isFinite(stored) && stored > 0) started = stored
  } catch {
    // As above.
  }
  return new Date(started - CLOCK_LEEWAY_MS)
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
        usablePricing(await pricing(await getHttp(), input)),
      ),
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderRequest }) => {
        const { shipping, payment } = input
        if (payment.type === 'gmo_paypay' || payment.type === 'payuni_credit') {
          return { kind: 'refused', code: 'VALIDATION_EXCEPTION' } as const
        }
        if (shipping.type === 'tw_home-delivery') {
          return { kind: 'refused', code: 'INVALID_SHIPPING_TYPE_EXCEPTION' } as const
        }
        rememberPlacing(input.storeId)
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
        async ({ input }: { input: { storeId: number; itemIds: number[] } }) => {
          const http = await getHttp()
          const cart = await getCart(http, input.storeId)
          const read = placedOrderReadOf(cart, input.itemIds, [], placedSince(input.storeId))
          if (read.kind === 'notPlaced') return read
          // Items left the cart: look for the order that took them.
          const orders = await listBuyerOrders(http, input.storeId, { page: 1 })
          return placedOrderReadOf(cart, input.itemIds, orders.data, placedSince(input.storeId))
        },
      ),
      payment: providePaymentMachine(getHttp, storeId),
    },
  })
}

export type ProvidedCheckoutMachine = ReturnType<typeof provideCheckoutMachine>
