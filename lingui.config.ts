import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from './src/i18n/locales'

/**
 * One catalog per area, so a page loads the shell's messages and its own area's, not every
 * message of the app (src/i18n/activate.ts loads them; a route asks with ensureCatalog).
 * Every folder of src/features and src/routes belongs to one area (test/unit/catalogs.test.ts).
 */
/**
 * The live shop's storefront pages, which live in the storefront feature beside the marketplace's
 * (`store-*`): the live catalog has their messages, the marketplace's does not.
 */
const LIVE_STOREFRONT = ['src/features/storefront/live-*', 'src/features/storefront/liver-*']

export const CATALOG_AREAS = {
  shell: [
    'src/app',
    'src/i18n',
    'src/lib',
    'src/features/ui',
    'src/features/layout',
    'src/features/shared',
    'src/features/visitor',
    // Field rules and messages, shared by the marketplace's and the live shop's forms.
    'src/features/forms',
    'src/routes/__root.tsx',
    'src/routes/-router-context.ts',
    'src/routes/-route-catalogs.ts',
    'src/routes/-page-title.ts',
    'src/routes/index.tsx',
    'src/routes/error',
  ],
  marketplace: [
    'src/features/account',
    'src/features/storefront',
    // Product pages and buy forms both shops share: in both catalogs.
    'src/features/product',
    'src/routes/stores',
  ],
  live: [
    'src/features/live',
    ...LIVE_STOREFRONT,
    // The cart, which the live shop's checkout shows too, and the way to it.
    'src/features/storefront/store-cart.tsx',
    'src/features/storefront/cart-link.tsx',
    // The spinner a store's page shows while it loads, the checkout's steps in both shops.
    'src/features/storefront/store-loading.tsx',
    'src/features/seller',
    'src/features/product',
    'src/routes/17shop',
  ],
  // Checking out, paying and the order pages, the same screens in both shops: only the routes
  // that show them load these messages (staticData.catalog), not every page of the shop.
  // The wallet (saved cards and payees) too: the payment choice removes them as well.
  // The payment-method and shipping tables word their rows there too (machines/).
  purchase: [
    'src/features/checkout',
    'src/features/payment',
    'src/features/orders',
    'src/features/wallet',
    'machines/payment/payment-methods.ts',
    'machines/checkout/shipping-types.ts',
  ],
  playground: ['src/routes/playground'],
} as const

/** What an area's folders hold that another area's pages show instead. */
export const CATALOG_EXCLUDED: Partial<Record<string, readonly string[]>> = {
  marketplace: LIVE_STOREFRONT,
}

const folderOf = (area: string) => (area === 'shell' ? 'locales' : `locales/${area}`)

export default defineConfig({
  // The app's one locale list: a locale added there gets its catalogs here.
  sourceLocale: FALLBACK_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: FALLBACK_LOCALE },
  // No line numbers, so a catalog only changes when its messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: Object.entries(CATALOG_AREAS).map(([area, include]) => ({
    path: `<rootDir>/${folderOf(area)}/{locale}`,
    include: include.map((path) => `<rootDir>/${path}`),
    exclude: (CATALOG_EXCLUDED[area] ?? []).map((path) => `<rootDir>/${path}`),
  })),
})
