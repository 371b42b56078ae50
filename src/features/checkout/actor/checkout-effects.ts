/**
 * The checkout machine with one shop's effects (docs/machines/README.md, "Wiring the checkout and
 * payment machines"): the machine declares each effect as a named actor, the shop's calls
 * (`CheckoutShopApi`) fill them in here, at the edge, so the machine stays free of `src` and the
 * same effects serve every shop.
 */
import { fromPromise } from 'xstate'
import { checkoutMachine } from '../../../../machines/checkout/checkout.machine'
import type { Http } from '../../../api/http'
import type {
  CheckoutDecline,
  PlaceOrderRequest,
  PricingRequest,
} from '../../../../machines/checkout/checkout-types'
import { reportError } from '../../../lib/report-error'
import { reportUnexpected } from '../../../api/client/report-unexpected'
import type { SubtotalLine } from '../../../../machines/checkout/checkout-subtotal'
import type { LoadingFlag } from '../../shared/global-loading'
import { providePayment } from '../../payment/payment-effects'
import {
  changedItemsOf,
  CheckoutDeclinedError,
  CheckoutStepError,
  placedOrderReadOf,
  usablePricing,
} from './checkout-outcome'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import { placedSince, rememberPlacing } from './placed-since'
import { readyToPlaceWellFormed } from '../steps/contact-rules'
import { lookUpJpPostcode, saveNewAddress } from '../address/new-address-effects'
import type { NewAddress } from '../../../../machines/checkout/checkout-new-address'
import type { ShippingChoice } from '../../../../machines/checkout/checkout-steps'

/** Up to this many ticked lines the subtotal is asked at once; beyond, after a short wait. */
const SUBTOTAL_ASK_AT_ONCE_UP_TO = 100
const SUBTOTAL_WAIT_MS = 300

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

export interface CheckoutPlace {
  getHttp: () => Promise<Http>
  storeId: number
  /** Where a provider (3-D Secure, PayPay) sends the browser back for this order. */
  returnUrl: (orderId: number) => string
  /** Raised while the browser leaves for a provider's page. */
  loading?: LoadingFlag
}

/**
 * A cart change's failure is the machine's to show; one that is neither an answer nor a lost
 * connection (a bug) is reported too.
 */
async function reportingUnexpected<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    reportUnexpected(error, { source: 'products step', action })
    throw error
  }
}

export function provideCheckoutMachine(api: CheckoutShopApi, place: CheckoutPlace) {
  const { getHttp, storeId } = place
  return checkoutMachine.provide({
    guards: {
      readyToPlace: ({ context }) => readyToPlaceWellFormed(context),
    },
    actions: {
      reportDecline: (_, decline: CheckoutDecline) =>
        reportError(new CheckoutDeclinedError(decline), {
          source: 'checkout',
          storeId: decline.storeId,
          code: decline.code,
          report_code: decline.reportCode,
        }),
    },
    actors: {
      updateQuantity: fromPromise(
        async ({ input }: { input: { itemId: number; quantity: number } }) => {
          const result = await api.updateCartItem(await getHttp(), input.itemId, {
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
          const http = await getHttp()
          return reportingUnexpected('accept changes', async () =>
            changedItemsOf(await api.syncSnapshot(http, input.storeId, { ids: input.itemIds })),
          )
        },
      ),
      removeItem: fromPromise(async ({ input }: { input: { storeId: number; itemId: number } }) => {
        const http = await getHttp()
        return reportingUnexpected('remove item', async () => {
          await api.deleteCartItem(http, input.itemId)
          return input.itemId
        })
      }),
      pricing: fromPromise(async ({ input }: { input: PricingRequest }) =>
        usablePricing(await api.pricing(await getHttp(), input)),
      ),
      subtotal: fromPromise(
        async ({ input, signal }: { input: { items: SubtotalLine[] }; signal: AbortSignal }) => {
          // Many lines: a moment's wait first, so quick ticks ask once, for the last of them (an
          // ask a newer tick replaced is stopped, which aborts the wait).
          if (input.items.length > SUBTOTAL_ASK_AT_ONCE_UP_TO) await pause(SUBTOTAL_WAIT_MS, signal)
          return api.pricingSubtotal(await getHttp(), input)
        },
      ),
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderRequest }) => {
        rememberPlacing(input.storeId)
        return api.submitCheckout(await getHttp(), input)
      }),
      saveAddress: fromPromise(
        async ({
          input,
        }: {
          input: { storeId: number; shipping: ShippingChoice; values: NewAddress }
        }) => {
          const http = await getHttp()
          try {
            return await saveNewAddress(api, http, input)
          } catch (error) {
            reportUnexpected(error, { source: 'address form' })
            throw error
          }
        },
      ),
      lookupPostcode: fromPromise(async ({ input }: { input: { postcode: string } }) => {
        const http = await getHttp()
        try {
          return await lookUpJpPostcode(api, http, input.postcode)
        } catch (error) {
          reportUnexpected(error, { source: 'postcode lookup' })
          throw error
        }
      }),
      deleteAddress: fromPromise(
        async ({ input }: { input: { storeId: number; addressId: number } }) => {
          await api.deleteAddress(await getHttp(), input.addressId, input.storeId)
          return input.addressId
        },
      ),
      findPlacedOrder: fromPromise(
        async ({ input }: { input: { storeId: number; itemIds: number[] } }) => {
          const http = await getHttp()
          const since = placedSince(input.storeId)
          const cart = await api.getCart(http, input.storeId)
          const read = placedOrderReadOf(cart, input.itemIds, [], since)
          if (read.kind === 'notPlaced') return read
          // Items left the cart: look for the order that took them.
          const orders = await api.listRecentOrders(http, input.storeId)
          return placedOrderReadOf(cart, input.itemIds, orders, since)
        },
      ),
      payment: providePayment(api.payment, {
        getHttp,
        storeId,
        returnUrl: place.returnUrl,
        loading: place.loading,
      }),
    },
  })
}

export type ProvidedCheckoutMachine = ReturnType<typeof provideCheckoutMachine>
