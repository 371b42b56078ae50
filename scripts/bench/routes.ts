/**
 * Entry routes `npm run bench` measures: one line per route. Later issues add theirs here
 * (the product list, product detail and each checkout step carry the Lighthouse budgets).
 */
export const BENCH_ROUTES: readonly string[] = [
  '/error/not-found',
  '/playground',
  '/playground/style',
  '/stores/sakura-select/marketplace',
  '/stores/sakura-select/marketplace/products/3001',
  '/stores/sakura-select/account',
  '/stores/sakura-select/marketplace/checkout',
  '/stores/sakura-select/marketplace/checkout/step-category',
  '/stores/sakura-select/marketplace/checkout/step-products',
  '/stores/sakura-select/marketplace/checkout/step-shipping-and-payment',
  '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001',
  '/17shop/checkout?token=buyer-jp&liver_id=1001',
  '/17shop/orders?token=buyer-jp',
  '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&post_id=5001',
]

/**
 * Modules the app loads on purpose after the load event, so they are not initial JavaScript:
 * Sentry (src/app/sentry.ts starts it after first paint) and the Stately inspector (development
 * flag only). Matched against the Vite manifest's module paths.
 */
export const LOADED_AFTER_FIRST_PAINT: readonly string[] = [
  'src/app/sentry-sdk.ts',
  'node_modules/@statelyai/inspect/',
]
