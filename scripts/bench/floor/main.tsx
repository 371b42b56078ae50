/**
 * The bench's floor: the smallest app on the storefront's stack (React, TanStack Router, XState,
 * ky, valibot, Lingui, Sentry after first paint), one route and one machine. `npm run bench`
 * builds and measures it beside every route in the same run, so what a route costs above the
 * stack itself reads apart from the machine's noise (docs/budgets.md).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import ky from 'ky'
import * as v from 'valibot'
import { i18n } from '@lingui/core'
import { I18nProvider, Trans } from '@lingui/react'
import { floorMachine } from './floor.machine'

const Products = v.object({
  data: v.array(v.object({ id: v.number(), name: v.string(), price: v.number() })),
})

// Compiled messages, as the app's catalogs arrive from the Lingui plugin.
i18n.load('en', { title: ['Products'], failed: ['Could not load the products.'] })
i18n.activate('en')

const api = ky.create({ prefix: '/', timeout: false })
const machine = floorMachine.provide({
  actors: {
    load: fromPromise(async () => (await api.get('products.json').json(Products)).data),
  },
})
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })

function ProductList() {
  const [snapshot] = useMachine(machine)
  return (
    <main>
      <h1>
        <Trans id="title" />
      </h1>
      {snapshot.matches('failed') && (
        <p role="alert">
          <Trans id="failed" />
        </p>
      )}
      <ul>
        {snapshot.context.products.map((product) => (
          <li key={product.id}>
            {product.name} {yen.format(product.price)}
          </li>
        ))}
      </ul>
    </main>
  )
}

const rootRoute = createRootRoute({ component: Outlet })
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: ProductList,
})
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)

// As the app does: the SDK after first paint, so it never competes with the page.
window.addEventListener(
  'load',
  () => {
    void import('@sentry/react').then((Sentry) =>
      Sentry.init({ dsn: undefined, defaultIntegrations: false }),
    )
  },
  { once: true },
)
