/**
 * Imports the layer rule must refuse, and ones it must let through, each linted as if it were a
 * file at `at` (the file need not exist: imports resolve from its folder). Written the ways an
 * import can slip past a rule that reads import text: extra relative depth, `import()`, a
 * re-export, a type-only import.
 */
export interface LayerCase {
  name: string
  at: string
  code: string
}

export const REFUSED: readonly LayerCase[] = [
  {
    name: 'a feature reaching routes through a deep relative path',
    at: 'src/features/live/guards/fixture.ts',
    code: "import { Route } from '../../../routes/__root'\nexport default Route",
  },
  {
    name: 'a feature importing src/app',
    at: 'src/features/checkout/fixture.tsx',
    code: "import { createBootActor } from '../../app/boot-actor'\nexport default createBootActor",
  },
  {
    name: 'a feature importing src/app with import()',
    at: 'src/features/storefront/fixture.ts',
    code: "export const load = () => import('../../app/sentry')",
  },
  {
    name: 'a feature re-exporting from src/app',
    at: 'src/features/account/fixture.ts',
    code: "export { createAppRouter } from '../../app/router'",
  },
  {
    name: 'a route importing src/app',
    at: 'src/routes/stores/$storeSlug/fixture.ts',
    code: "import type { BootActor } from '../../../app/boot-actor'\nexport type B = BootActor",
  },
  {
    name: 'a machine importing ky',
    at: 'machines/checkout/fixture.ts',
    code: "import ky from 'ky'\nexport default ky",
  },
  {
    name: 'a machine importing React',
    at: 'machines/payment/fixture.ts',
    code: "export const load = () => import('react')",
  },
  {
    name: 'a machine importing src',
    at: 'machines/boot/fixture.ts',
    code: "import { reportError } from '../../src/lib/report-error'\nexport default reportError",
  },
  {
    name: 'the API layer importing React',
    at: 'src/api/marketplace-v2/fixture.ts',
    code: "import { useState } from 'react'\nexport default useState",
  },
  {
    name: 'the API layer importing the router',
    at: 'src/api/fixture.ts',
    code: "import { redirect } from '@tanstack/react-router'\nexport default redirect",
  },
  {
    name: 'the API layer importing a machine (type only)',
    at: 'src/api/client/fixture.ts',
    code: "import type { BootInput } from '../../../machines/boot/boot.machine'\nexport type B = BootInput",
  },
  {
    name: 'the API layer importing a feature',
    at: 'src/api/fixture.ts',
    code: "import { Price } from '../features/shared/store-price'\nexport default Price",
  },
  {
    name: 'lib importing the API layer',
    at: 'src/lib/fixture.ts',
    code: "import { createHttp } from '../api/http'\nexport default createHttp",
  },
  {
    name: 'src importing the sandbox',
    at: 'src/routes/fixture.ts',
    code: "import { createSandboxApp } from '../../sandbox/app'\nexport default createSandboxApp",
  },
  {
    name: 'src importing the sandbox with import()',
    at: 'src/app/fixture.ts',
    code: "export const load = () => import('../../sandbox/app')",
  },
  {
    name: 'storefront importing account (the old cycle)',
    at: 'src/features/storefront/fixture.ts',
    code: "import { LoginForm } from '../account/login-form'\nexport default LoginForm",
  },
  {
    name: 'live importing seller (the old cycle)',
    at: 'src/features/live/session/fixture.ts',
    code: "import { PostEditor } from '../../seller/post-editor'\nexport default PostEditor",
  },
  {
    name: "the live shop's own reaching back into the checkout that uses it",
    at: 'src/features/live/session/fixture.ts',
    code: "import { LiveCheckout } from '../../checkout/live-checkout'\nexport default LiveCheckout",
  },
  {
    name: 'the design system importing a feature',
    at: 'src/features/ui/fixture.ts',
    code: "import { ensureGuestSession } from '../visitor/visitor-wait'\nexport default ensureGuestSession",
  },
  {
    name: 'payment reaching back into checkout',
    at: 'src/features/payment/fixture.ts',
    code: "import type { CheckoutActor } from '../checkout/checkout-context'\nexport type C = CheckoutActor",
  },
  {
    name: 'a feature using the page frame (routes and app only)',
    at: 'src/features/checkout/fixture.tsx',
    code: "import { RouteErrorFallback } from '../layout/route-error-fallback'\nexport default RouteErrorFallback",
  },
  {
    name: 'a feature importing the entry',
    at: 'src/features/layout/fixture.ts',
    code: "export const load = () => import('../../main')",
  },
  {
    name: 'the sandbox importing a feature',
    at: 'sandbox/api/fixture.ts',
    code: "import { Price } from '../../src/features/shared/store-price'\nexport default Price",
  },
]

export const ALLOWED: readonly LayerCase[] = [
  {
    name: 'the entry importing src/app',
    at: 'src/main.tsx',
    code: "import { createAppRouter } from './app/router'\nexport default createAppRouter",
  },
  {
    name: 'a route loader calling the API and a feature',
    at: 'src/routes/stores/$storeSlug/fixture.ts',
    code: "import { createHttp } from '../../../api/http'\nimport { Price } from '../../../features/shared/store-price'\nexport { createHttp, Price }",
  },
  {
    name: 'checkout building on the storefront, payment, shared and ui',
    at: 'src/features/checkout/fixture.ts',
    code: "import { StoreCart } from '../storefront/store-cart'\nimport { providePayment } from '../payment/payment-effects'\nimport { useGetHttp } from '../shared/use-http'\nimport { Button } from '../ui/button'\nexport { StoreCart, providePayment, useGetHttp, Button }",
  },
  {
    name: 'a machine importing xstate and another machine',
    at: 'machines/checkout/fixture.ts',
    code: "import { setup } from 'xstate'\nimport type { PayRequest } from '../payment/payment.machine'\nexport type P = PayRequest\nexport default setup",
  },
  {
    name: 'the sandbox importing the API schemas',
    at: 'sandbox/fixture.ts',
    code: "import { cartSchema } from '../src/api/schemas/cart'\nexport default cartSchema",
  },
  {
    name: 'src/app wiring routes, features and machines',
    at: 'src/app/fixture.ts',
    code: "import { routeTree } from '../routeTree.gen'\nimport { createVisitorActor } from '../features/visitor/visitor-actor'\nimport { bootMachine } from '../../machines/boot/boot.machine'\nexport { routeTree, createVisitorActor, bootMachine }",
  },
]
