import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import storefront from './scripts/eslint-caught-errors.js'

/**
 * The house's layers, by where a file lives. Imports are checked on the path they resolve to
 * (TypeScript's resolution: any relative depth, alias or `import()`), not on the text written.
 * The first pattern that matches a file names its layer.
 */
const LAYERS = [
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'routes', pattern: 'src/routes/**', partialMatch: false },
  // Below the other features, and theirs to use: the design system (ui), the visitor's session,
  // the small pieces two features or two shops share, and the rules of every form field. The
  // page frame (layout) is the routes' and the app's only.
  { type: 'ui', pattern: 'src/features/ui/**', partialMatch: false },
  { type: 'layout', pattern: 'src/features/layout/**', partialMatch: false },
  { type: 'visitor', pattern: 'src/features/visitor/**', partialMatch: false },
  { type: 'shared', pattern: 'src/features/shared/**', partialMatch: false },
  { type: 'forms', pattern: 'src/features/forms/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'api', pattern: 'src/api/**', partialMatch: false },
  { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
  { type: 'i18n', pattern: 'src/i18n/**', partialMatch: false },
  { type: 'locales', pattern: 'locales/**', partialMatch: false },
  { type: 'sandbox', pattern: 'sandbox/**', partialMatch: false },
  // Files directly in src: the entry (main.tsx) and the route tree the router plugin writes.
  { type: 'src-root', pattern: 'src', partialMatch: false },
]
const ROOT_FILES = [
  { category: 'entry', pattern: 'src/main.tsx' },
  { category: 'route-tree', pattern: 'src/routeTree.gen.ts' },
]

const BELOW_FEATURES = ['machines', 'api', 'lib', 'i18n']
const FEATURE_BASE = ['ui', 'visitor', 'shared', 'forms']

/**
 * The allowed arrows, written once: each layer and what it may import of ours. Anything not
 * listed is refused. Route files may call the API (and start machines) themselves: a loader
 * fetches its page's data while the page's code loads, and a guard waits for the visitor.
 * Nothing imports `app` but the entry; nothing in `src` imports `sandbox`.
 */
const ARROWS = {
  app: ['app', 'routes', 'layout', ...FEATURE_BASE, 'feature', ...BELOW_FEATURES],
  routes: ['routes', 'layout', ...FEATURE_BASE, 'feature', ...BELOW_FEATURES],
  layout: ['layout', 'ui', ...BELOW_FEATURES],
  ui: ['ui', 'lib', 'i18n'],
  visitor: ['visitor', ...BELOW_FEATURES],
  shared: ['shared', 'ui', ...BELOW_FEATURES],
  forms: ['forms', ...BELOW_FEATURES],
  feature: [...FEATURE_BASE, ...BELOW_FEATURES],
  machines: ['machines'],
  api: ['api', 'lib'],
  lib: ['lib'],
  i18n: ['i18n', 'lib', 'locales'],
  sandbox: ['sandbox'],
}

/**
 * One feature may build on another only along these arrows (never back). Both shops show a
 * product page from one product feature; the checkout starts from the store's cart and pays with
 * the payment effects both shops share (and caps quantities as the product page does); one
 * order list and order page serve both shops (a member's orders in the store's look, the live
 * buyer's, and the live checkout's placed order) and pay an unpaid order with the payment
 * feature. The live shop's own (its session and sign-on guards, paging, posts and fast checkout)
 * sits below the domain features that show its pages: its storefront, checkout and orders use it;
 * the seller's screens show its products and posts. The payment choice removes a saved card or
 * payee with the wallet's confirmation. Within a feature, any file may import any other.
 */
const FEATURE_ARROWS = {
  storefront: ['product', 'live'],
  checkout: ['storefront', 'product', 'payment', 'orders', 'live'],
  account: ['storefront', 'orders'],
  live: ['product', 'payment'],
  orders: ['payment', 'live'],
  seller: ['live', 'product'],
  payment: ['wallet'],
}

/** React, the router and their kin: the API layer and lib know nothing of them. */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react/**',
  'react-dom/**',
  '@tanstack/**',
  '@xstate/react',
  '@lingui/react',
  '@lingui/react/**',
]

const layer = (type, captured) => ({ element: { type, ...(captured ? { captured } : {}) } })
const layerPolicies = Object.entries(ARROWS).map(([from, to]) => ({
  from: layer(from),
  allow: { to: { element: { types: { anyOf: to } } } },
}))

const rootFile = (category) => ({ element: { type: 'src-root' }, file: { categories: category } })

const policies = [
  ...layerPolicies,
  {
    from: rootFile('entry'),
    allow: { to: { element: { types: { anyOf: ['app', ...ARROWS.app] } } } },
  },
  { from: rootFile('route-tree'), allow: { to: layer('routes') } },
  { from: layer('app'), allow: { to: rootFile('route-tree') } },
  {
    from: layer('feature'),
    allow: { to: layer('feature', { feature: '{{ from.element.captured.feature }}' }) },
  },
  ...Object.entries(FEATURE_ARROWS).map(([from, to]) => ({
    from: layer('feature', { feature: from }),
    allow: { to: { element: { type: 'feature', captured: to.map((feature) => ({ feature })) } } },
  })),
  // The sandbox serves the same contract the client reads: it may import the API's schemas, and
  // reads a path's ids by the client's one rule.
  {
    from: layer('sandbox'),
    allow: {
      to: { element: { type: 'api' }, file: { path: ['src/api/schemas/**', 'src/api/shared/**'] } },
    },
  },
  {
    from: layer('sandbox'),
    allow: { to: { element: { type: 'lib' }, file: { path: 'src/lib/ids.ts' } } },
  },
  // Packages: anyone may use them, except where an allow-list or a block-list says otherwise.
  {
    from: { element: { types: { noneOf: ['machines'] } } },
    allow: { to: { module: { origin: ['external', 'core'] } } },
  },
  {
    from: layer('machines'),
    allow: { to: { module: { origin: 'external', source: ['xstate'] } } },
  },
  {
    from: { element: { types: { anyOf: ['api', 'lib'] } } },
    disallow: { to: { module: { origin: 'external', source: UI_PACKAGES } } },
  },
]

const importResolver = createTypeScriptImportResolver({ project: 'tsconfig.json' })

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-report',
      'machines-export',
      'test/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Type-aware: a promise nobody awaits or handles (a forgotten `await`, a rejection no one
  // hears), or a promise where a plain value is expected (an async handler whose rejection the
  // caller drops, `if (promise)`). Each file is checked with the types of its nearest tsconfig
  // (src/ and machines/ without Node's). Where not waiting is right, `void` says so.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'sandbox/**/*.ts',
      'scripts/**/*.ts',
      'test/**/*.{ts,tsx}',
    ],
    ignores: ['src/routeTree.gen.ts', 'test/lint/fixtures/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Each Playwright worker has its own server and sandbox; only the suite's `test` knows which
  // (playwright.config.ts). Playwright's own would send every worker to the first server.
  {
    files: ['test/e2e/**/*.ts'],
    ignores: ['test/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from test/e2e/support/test.ts: it gives each worker its own server's baseURL.",
            },
          ],
        },
      ],
    },
  },
  // Every caught error in the app is reported, passed on, or explained (docs/reliability.md#reporting).
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { storefront },
    rules: { 'storefront/caught-errors-reported': 'error' },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'sandbox/**/*.ts',
      'test/lint/fixtures/**/*.{ts,tsx}',
    ],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/files': ROOT_FILES,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [importResolver],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies,
          message:
            'Imports point one way (README, "How it is built"): {{ from.element.type }}{{#if from.element.captured.feature}} {{ from.element.captured.feature }}{{/if}} may not import {{#if to.element.type}}{{ to.element.type }}{{#if to.element.captured.feature}} {{ to.element.captured.feature }}{{/if}}{{else}}{{ to.module.source }}{{/if}}.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
