import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachine } from 'xstate'
import {
  itemsKey,
  joinItems,
  setItemsApart,
} from '../../../src/features/checkout/actor/saved-items'
import { readSnapshot, savedText } from '../../../src/lib/saved-snapshot'
import { attachErrorSink, resetErrorReporting } from '../../../src/lib/report-error'

const stored = new Map<string, string>()
const writes: string[] = []

beforeEach(() => {
  stored.clear()
  writes.length = 0
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(key)
      stored.set(key, value)
    },
    removeItem: (key: string) => void stored.delete(key),
  })
  resetErrorReporting()
  attachErrorSink({ captureException: () => {}, addBreadcrumb: () => {} })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const KEY = 'checkout:live-jp:201:buyer'
const cartItems = [
  { id: 1, category: 'normal', quantity: 2 },
  { id: 2, category: 'normal', quantity: 1 },
]
const snapshotWith = (items: unknown, ticked: number[]) => ({
  status: 'active',
  value: 'products',
  context: { known: { items, shippings: null }, ticked },
  children: {},
})

describe('the cart items saved apart from the rest of the checkout', () => {
  it('writes the items once while they stay the same, and the rest at every save', () => {
    let written: readonly unknown[] | null = null
    for (const ticked of [[1, 2], [1], [1, 2]]) {
      const apart: { snapshot: object; written: readonly unknown[] | null } = setItemsApart(
        KEY,
        snapshotWith(cartItems, ticked),
        written,
      )
      written = apart.written
      stored.set(KEY, savedText('checkout', apart.snapshot))
    }
    expect(writes).toEqual([itemsKey(KEY)])
    expect(stored.get(KEY)).not.toContain('"quantity"')
    expect(JSON.parse(stored.get(itemsKey(KEY))!)).toEqual(cartItems)
  })

  it('writes them again when the cart is read again and differs, not when it reads the same', () => {
    const first = setItemsApart(KEY, snapshotWith(cartItems, [1]), null)
    const sameAgain = setItemsApart(KEY, snapshotWith([...cartItems], [1]), first.written)
    expect(writes).toHaveLength(1)
    const changed = [{ ...cartItems[0]!, quantity: 3 }, cartItems[1]!]
    setItemsApart(KEY, snapshotWith(changed, [1]), sameAgain.written)
    expect(writes).toHaveLength(2)
    expect(JSON.parse(stored.get(itemsKey(KEY))!)).toEqual(changed)
  })

  it('leaves a checkout that knows no items yet whole, or nothing at all yet', () => {
    const snapshot = snapshotWith(null, [])
    expect(setItemsApart(KEY, snapshot, null).snapshot).toBe(snapshot)
    const fresh = { status: 'active', value: 'category', context: { ticked: [] }, children: {} }
    expect(setItemsApart(KEY, fresh, null).snapshot).toBe(fresh)
    expect(writes).toEqual([])
  })

  it('puts the items back in place when the checkout is read', () => {
    const apart = setItemsApart(KEY, snapshotWith(cartItems, [2]), null)
    const parsed = JSON.parse(savedText('checkout', apart.snapshot)) as { snapshot: unknown }
    expect(joinItems(KEY, parsed)).toBe(true)
    expect(parsed.snapshot).toEqual(snapshotWith(cartItems, [2]))
  })

  it('reads a checkout saved in one piece (an order set aside) as it is', () => {
    const whole = JSON.parse(savedText('checkout', snapshotWith(cartItems, [1]))) as object
    const before = structuredClone(whole)
    expect(joinItems(KEY, whole)).toBe(true)
    expect(whole).toEqual(before)
  })

  it('drops a saved checkout whose items are gone, rather than restore it without them', () => {
    const apart = setItemsApart(KEY, snapshotWith(cartItems, [1]), null)
    stored.set(KEY, savedText('checkout', apart.snapshot))
    stored.delete(itemsKey(KEY))
    expect(joinItems(KEY, JSON.parse(stored.get(KEY)!))).toBe(false)
    const machine = createMachine({ initial: 'products', states: { products: {} } })
    const read = readSnapshot(machine, KEY, 'checkout', (parsed) => joinItems(KEY, parsed))
    expect(read.kind).toBe('dropped')
    expect(stored.has(KEY)).toBe(false)
  })
})
