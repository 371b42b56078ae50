// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { Http } from '../../../src/api/http'

/** Each read of the cart waits here until the test answers it, in whatever order it likes. */
const pending: Array<(items: number) => void> = []
/** Which shop's cart each read asked for, in order. */
const asked: string[] = []
const cartRead = (shop: string) => () =>
  new Promise((resolve) => {
    asked.push(shop)
    pending.push((quantity) => resolve({ items: quantity === 0 ? [] : [{ quantity }] }))
  })
vi.mock('../../../src/api/marketplace-v2/cart', () => ({ getCart: cartRead('marketplace') }))
vi.mock('../../../src/api/live-shop-v1/cart', () => ({ getCart: cartRead('live') }))

const { useCartCount } = await import('../../../src/features/storefront/cart-count')

const getHttp = () => Promise.resolve({} as Http)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(() => {
  cleanup()
  pending.length = 0
  asked.length = 0
})

describe('the header cart count', () => {
  it('shows the cart of the session read last, whatever order the answers come in', async () => {
    // A member on a page, then the guest left after logging out: two reads under way at once.
    const { result, rerender } = renderHook(
      ({ readKey }) => useCartCount(getHttp, { shop: 'marketplace', storeId: 901 }, true, readKey),
      { initialProps: { readKey: 'member' } },
    )
    await settle()
    rerender({ readKey: 'guest' })
    await settle()
    expect(pending).toHaveLength(2)
    // The guest's answer (its mug) comes first; the member's empty cart after it.
    await act(async () => pending[1]!(1))
    await act(async () => pending[0]!(0))
    expect(result.current).toBe(1)
  })

  it('lets a read go when the visitor has no session any more', async () => {
    const { result, rerender } = renderHook(
      ({ hasSession }) =>
        useCartCount(getHttp, { shop: 'marketplace', storeId: 902 }, hasSession, 'page'),
      { initialProps: { hasSession: true } },
    )
    await settle()
    rerender({ hasSession: false })
    await act(async () => pending[0]!(3))
    expect(result.current).toBeNull()
  })

  it('keeps the marketplace cart and the live shop cart of one store apart', async () => {
    // One seller's store sells in both shops; each shop has its own cart for it.
    const marketplace = renderHook(() =>
      useCartCount(getHttp, { shop: 'marketplace', storeId: 903 }, true, 'page'),
    )
    const live = renderHook(() =>
      useCartCount(getHttp, { shop: 'live', storeId: 903 }, true, 'page'),
    )
    await settle()
    expect(asked).toEqual(['marketplace', 'live'])
    await act(async () => pending[0]!(2))
    await act(async () => pending[1]!(5))
    expect(marketplace.result.current).toBe(2)
    expect(live.result.current).toBe(5)
  })
})
