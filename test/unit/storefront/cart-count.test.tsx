// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { Http } from '../../../src/api/http'

/** Each read of the cart waits here until the test answers it, in whatever order it likes. */
const pending: Array<(items: number) => void> = []
vi.mock('../../../src/api/marketplace-v2/cart', () => ({
  getCart: () =>
    new Promise((resolve) => {
      pending.push((quantity) => resolve({ items: quantity === 0 ? [] : [{ quantity }] }))
    }),
}))

const { useCartCount } = await import('../../../src/features/storefront/cart-count')

const getHttp = () => Promise.resolve({} as Http)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(() => {
  cleanup()
  pending.length = 0
})

describe('the header cart count', () => {
  it('shows the cart of the session read last, whatever order the answers come in', async () => {
    // A member on a page, then the guest left after logging out: two reads under way at once.
    const { result, rerender } = renderHook(
      ({ readKey }) => useCartCount(getHttp, 901, true, readKey),
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
      ({ hasSession }) => useCartCount(getHttp, 902, hasSession, 'page'),
      { initialProps: { hasSession: true } },
    )
    await settle()
    rerender({ hasSession: false })
    await act(async () => pending[0]!(3))
    expect(result.current).toBeNull()
  })
})
