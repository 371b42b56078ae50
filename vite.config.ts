/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { sandboxPlugin } from './sandbox/vite-plugin.ts'
import { securityHeadersPlugin } from './scripts/security-headers.ts'
import { precompressPlugin } from './scripts/precompress.ts'
import { bootShellPlugin } from './scripts/boot-shell.ts'
import { dropMachineDescriptions } from './scripts/drop-machine-descriptions.ts'
import { farClock } from './test/support/clock.ts'
import {
  API_CHUNK,
  PURCHASE_API_CHUNK,
  ROUTE_DEFINITIONS_CHUNK,
  SELLER_API_CHUNK,
} from './scripts/chunk-names.ts'
import { machineVersions } from './scripts/machine-versions.ts'
import { defaultRelease } from './scripts/release-name.ts'

const port = Number(process.env.PORT ?? 4173)

// Every error report names the build it came from: the deploy's VITE_RELEASE, else ours.
process.env.VITE_RELEASE ||= defaultRelease(import.meta.dirname)

const DATE_SENSITIVE_TESTS = [
  'test/contract/{catalog,cart-pricing,checkout,checkout-live,orders}.test.ts',
  'test/contract/{pay-gmo,pay-gmo-token,pay-tw-paypay,wallet}.test.ts',
  'test/unit/sandbox/{rules,pricing}.test.ts',
]

const ROUTE_DEFINITION = /\/src\/routes\/[^?]*$/
// The API pieces a store page uses (the client, the catalog, the cart, fast checkout, the
// sessions and account) with the schemas they import: the API chunk. The seller's calls and the
// calls only buying makes (checkout, payment, orders, the wallet, store settings) each come in a
// chunk of their own (docs/budgets.md#where-the-initial-javascript-goes).
const STORE_API =
  /\/src\/api\/(http|client\/[^/]+|shared\/(cart|catalog-query|catalog-results|contract-spec)|(marketplace-v2|live-shop-v1)\/(catalog|cart|session|account|fast-checkout))\.ts$/
const SELLER_API = /\/src\/api\/(live-shop-v1\/seller|schemas\/calls\/live-shop-v1\/seller)\.ts$/
const isApi = (id: string) => id.includes('/src/api/') && !SHELL_API.test(id)
const SHELL_API =
  /\/src\/api\/(tokens|session-events|status-service|client\/unauthorized|schemas\/maintenance|schemas\/calls\/status-service)\.ts$/

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a route's loader imports its API calls and schemas, which must not ride in
      // the shell of every page. Loader and component load together, the fallbacks apart.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // Lingui's macros need Babel; plugin-react 6 has no babel option, so it runs as its own plugin.
    babel({ include: /\/src\/.*\.[jt]sx?(\?.*)?$/, presets: [linguiTransformerBabelPreset()] }),
    // The states' descriptions are for the visualiser and the diagrams; the shipped app has no
    // reader for them (scripts/drop-machine-descriptions.ts).
    babel({ include: /\/machines\/.*\.ts$/, plugins: [dropMachineDescriptions] }).then(
      (plugin) => ({ ...plugin, apply: 'build' as const }),
    ),
    react(),
    lingui(),
    sandboxPlugin(),
    bootShellPlugin(),
    securityHeadersPlugin(),
    // After the security headers, so a precompressed answer carries them too.
    precompressPlugin(),
  ],
  // Saved snapshots carry their machine's version and another's is not restored.
  define: { __MACHINE_VERSIONS__: JSON.stringify(machineVersions(import.meta.dirname)) },
  server: { port: 5173 },
  preview: { port, host: '127.0.0.1' },
  // The manifest lets `npm run bench` map chunks to routes; it lists file names only.
  // One stylesheet: the whole app's CSS is a few KiB, and one request blocks rendering less than six.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    cssCodeSplit: false,
    rolldownOptions: {
      // Which plugin took how long: a dozen lines on any slow or busy machine, for plugin authors.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // Every route's definition (path, guards, search schema) is needed to match any URL,
            // so they travel as one chunk, not forty small requests; their pages stay split.
            // The API modules the shell runs (tokens, the 401 flow, the maintenance check) join
            // them: first, so the API group below cannot draw them, and the shell with them, in.
            {
              name: ROUTE_DEFINITIONS_CHUNK,
              test: (id: string) => ROUTE_DEFINITION.test(id) || SHELL_API.test(id),
              priority: 2,
            },
            // The client and the store pages' calls with their schemas: one chunk that any data
            // page loads, not a dozen of a few hundred bytes each that a loader fetched one round
            // trip after its page. Left wholly to the bundler's own split, every data page's
            // initial JavaScript grew by 0.5-4.4 KiB gzip with 10-19 more requests. Buying's calls
            // and the seller's are the two groups after it: a store page loads neither.
            {
              name: API_CHUNK,
              test: (id: string) => STORE_API.test(id),
              priority: 1,
            },
            { name: SELLER_API_CHUNK, test: (id: string) => SELLER_API.test(id), priority: 0.75 },
            { name: PURCHASE_API_CHUNK, test: isApi, priority: 0.5 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Type-only tests (*.test-d.ts) are left to `npm run typecheck` (tsc), where a wrong
          // type fails; run here, `expectTypeOf` checks nothing and they could not fail.
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**'],
        },
      },
      {
        // The tests whose data carry dates (the sandbox's fixtures, prices in a sale, deadlines,
        // tokens, card expiries) again on another day, so a date that holds only today fails
        // today. test/unit/sandbox/seed-any-date.test.ts tries the seed on more days.
        extends: true,
        test: {
          name: 'moved clock',
          include: DATE_SENSITIVE_TESTS,
          setupFiles: ['test/support/moved-clock.ts'],
          provide: { movedClock: farClock().at.toISOString() },
        },
      },
    ],
  },
})
