import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { liveShopOf, SHOPS } from '../../../src/features/shared/shops'
import { checkoutPathOf } from '../../../src/features/storefront/cart-link'
import { liveWallet } from '../../../src/features/wallet/shop-wallets'
import { methodsOf } from '../../../machines/payment/payment-methods'
import type { LiveShopStore } from '../../../src/api/schemas/store'

const routeTree = readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8')
const ROUTE_IDS = new Set([...routeTree.matchAll(/id: '([^']+)'/g)].map((m) => m[1]))

describe('the shop registry', () => {
  it.each(Object.entries(SHOPS))("names %s's checkout by a route that exists", (_name, shop) => {
    expect(ROUTE_IDS).toContain(shop.checkoutPath)
  })

  it("sends a store's cart to its region's checkout, Taiwan's only for Taiwan", () => {
    const store = (region: 'JP' | 'TW') => ({ region }) as LiveShopStore
    expect(checkoutPathOf(store('TW'))).toBe('/17shop/tw-checkout')
    expect(checkoutPathOf(store('JP'))).toBe('/17shop/checkout')
  })

  it("gives a live buyer their region's wallet, Japan's when the region is another or unknown", () => {
    const cardOf = (region: Parameters<typeof liveWallet>[0]) => liveWallet(region).kinds.cardType
    expect(cardOf('TW')).toBe('payuni_credit')
    for (const region of ['JP', 'OTHER', null] as const) expect(cardOf(region)).toBe('gmo_credit')
    expect(liveShopOf(undefined)).toBe('liveJp')
    expect(methodsOf(liveShopOf('TW'))).toEqual(['payuni_credit'])
  })
})
