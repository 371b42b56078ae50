import type { Preparation } from './prepare'
import type { LiveStep } from './prepare-live'

/**
 * Entry routes `npm run bench` measures: one line per route. Every route is held to the size
 * budgets and Lighthouse's accessibility; the routes a buyer meets on the way to paying (the
 * product list and detail, the live storefront and product, every checkout step of every shop)
 * also to the Lighthouse performance budgets (`lighthouseBudgets`). A route with a preparation is
 * measured in a tab where a buyer has come that far (prepare.ts).
 */
export interface BenchRoute {
  path: string
  prepare?: Preparation
  lighthouseBudgets?: boolean
}

/** A route on the way to paying: held to the Lighthouse performance budgets too. */
const buying = (route: string | BenchRoute): BenchRoute => ({
  ...(typeof route === 'string' ? { path: route } : route),
  lighthouseBudgets: true,
})

const ROUTES: ReadonlyArray<string | BenchRoute> = [
  '/error/not-found',
  '/playground',
  '/playground/style',
  buying('/stores/sakura-select/marketplace'),
  buying('/stores/sakura-select/marketplace/products/3001'),
  '/stores/sakura-select/account',
  buying('/stores/sakura-select/marketplace/checkout'),
  buying('/stores/sakura-select/marketplace/checkout/step-category'),
  buying({
    path: '/stores/sakura-select/marketplace/checkout/step-products',
    prepare: 'checkout-products',
  }),
  buying({
    path: '/stores/sakura-select/marketplace/checkout/step-shipping-and-payment',
    prepare: 'checkout-shipping-and-payment',
  }),
  // The id is the order the preparation places (cash on delivery).
  buying({
    path: '/stores/sakura-select/marketplace/checkout/step-done/{orderId}',
    prepare: 'checkout-done',
  }),
  buying('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001'),
  buying(
    '/17shop/buyer/livers/1001/products/4001?token=buyer-jp&post_id=5001&stream_id=7001&from=stream',
  ),
  buying('/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003'),
  buying('/17shop/checkout?token=buyer-jp&liver_id=1001'),
  buying('/17shop/tw-checkout?token=buyer-tw&liver_id=2001'),
  // The live checkouts' steps, reached from the liver's storefront as a buyer does (prepare-live.ts).
  ...(['jp', 'tw'] as const).flatMap((shop) => {
    const base = `/17shop/${shop === 'jp' ? 'checkout' : 'tw-checkout'}`
    const query = shop === 'jp' ? '?liver_id=1001&stream_id=7001' : '?liver_id=2001&stream_id=8001'
    const steps: { step: LiveStep; path: string }[] = [
      { step: 'products', path: 'step-products' },
      { step: 'shipping-and-payment', path: 'step-shipping-and-payment' },
      { step: 'done', path: 'step-done/{orderId}' },
    ]
    return steps.map(({ step, path }) =>
      buying({ path: `${base}/${path}${query}`, prepare: `live-${shop}-${step}` }),
    )
  }),
  '/17shop/orders?token=buyer-jp',
  '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&post_id=5001',
]

export const BENCH_ROUTES: readonly BenchRoute[] = ROUTES.map((route) =>
  typeof route === 'string' ? { path: route } : route,
)

/**
 * Modules the app loads on purpose after the load event, so they are not initial JavaScript:
 * Sentry (src/app/sentry.ts starts it after first paint) and the Stately inspector (development
 * flag only). Matched against the Vite manifest's module paths.
 */
export const LOADED_AFTER_FIRST_PAINT: readonly string[] = [
  'src/app/sentry-sdk.ts',
  'node_modules/@statelyai/inspect/',
]
