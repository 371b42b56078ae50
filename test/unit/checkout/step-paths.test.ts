import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { CHECKOUT_STEPS } from '../../../machines/checkout/checkout-steps'
import { stepPathOf, type Navigate } from '../../../src/features/checkout/actor/checkout-routes'
import { LIVE_JP_CHECKOUT } from '../../../src/features/checkout/shops/live-jp-shop-checkout'
import { LIVE_TW_CHECKOUT } from '../../../src/features/checkout/shops/live-tw-shop-checkout'
import { MARKETPLACE_CHECKOUT } from '../../../src/features/checkout/shops/marketplace-shop-checkout'

/**
 * Every shop's step links come from the one step-path table: each must land on a route that
 * exists (a route file the router generated), and on the page that shows that step.
 */
const routeTree = readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8')
const ROUTE_PATHS = new Set([...routeTree.matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]))

const SHOPS = {
  marketplace: MARKETPLACE_CHECKOUT,
  liveJp: LIVE_JP_CHECKOUT,
  liveTw: LIVE_TW_CHECKOUT,
}

/** Where `go` sends the browser, as the router would interpolate it. */
function wentTo(shop: (typeof SHOPS)[keyof typeof SHOPS], step: (typeof CHECKOUT_STEPS)[number]) {
  let to = ''
  const navigate = ((options: { to: string }) => {
    to = options.to
    return Promise.resolve()
  }) as unknown as Navigate
  shop.routes.go(navigate, step, 42, false)
  return to
}

describe.each(Object.entries(SHOPS))("the %s checkout's step links", (_name, shop) => {
  it.each(CHECKOUT_STEPS)('%s opens a route that exists and shows a step', (step) => {
    const to = wentTo(shop, step)
    expect(ROUTE_PATHS).toContain(to)
    const shown = CHECKOUT_STEPS.find((s) => shop.routes.shows(to.replace('$orderId', '42'), s))
    // A shop without the confirming step shows that state on the done step.
    expect(shown).toBe(step === 'orderConfirming' && to.includes('step-done') ? 'done' : step)
  })
})

it('only a shop with a method paid on a confirming step has that step', () => {
  expect(wentTo(LIVE_JP_CHECKOUT, 'orderConfirming')).toContain('step-order-confirming')
  expect(wentTo(LIVE_TW_CHECKOUT, 'orderConfirming')).toContain('step-done')
  expect(wentTo(MARKETPLACE_CHECKOUT, 'orderConfirming')).toContain('step-done')
})

describe.each(Object.entries(SHOPS))(
  "a link from one of the %s checkout's steps to another",
  (_name, shop) => {
    it.each(CHECKOUT_STEPS)("from %s to the order's done step stays in that checkout", (step) => {
      const here = wentTo(shop, step)
        .replace('$orderId', '42')
        .replace('$storeSlug', 'sakura-select')
      const done = wentTo(shop, 'done')
        .replace('$orderId', '9102')
        .replace('$storeSlug', 'sakura-select')
      expect(stepPathOf(here, 'done', 9102)).toBe(done)
      expect(stepPathOf(`${here}/`, 'done', 9102)).toBe(done)
    })
  },
)
