import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CACHE_PREFIX, createCache } from '../../../src/lib/cache'

function setup(start = Date.UTC(2024, 4, 1)) {
  const storage = new Map<string, string>()
  const clock = { now: start }
  const cache = createCache(
    {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    () => clock.now,
  )
  return { storage, clock, cache }
}

describe('local cache', () => {
  it('keeps its entries under its prefix', () => {
    const { storage, cache } = setup()
    cache.set('cart', { items: 2 })
    expect([...storage.keys()]).toEqual([`${CACHE_PREFIX}cart`])
    // Another app's key of the same name is not ours to read.
    storage.set('other', JSON.stringify({ value: 1, expiresAt: Infinity }))
    expect(cache.get('other')).toBeUndefined()
  })

  it('gives back any JSON value it was given', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (key, value) => {
        const { cache } = setup()
        cache.set(key, value)
        expect(cache.get(key)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })

  it('keeps an entry without a lifetime for centuries', () => {
    const { clock, cache } = setup()
    cache.set('locale', 'ja')
    clock.now = Date.UTC(3000, 0, 1)
    expect(cache.get('locale')).toBe('ja')
  })

  it('serves an entry until its lifetime ends, then removes it on read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        (ttlMs, late) => {
          const { storage, clock, cache } = setup()
          const start = clock.now
          cache.set('token', 'abc', { ttlMs })
          clock.now = start + ttlMs - 1
          expect(cache.get('token')).toBe('abc')
          clock.now = start + ttlMs + late
          expect(cache.get('token')).toBeUndefined()
          expect(storage.size).toBe(0)
        },
      ),
    )
  })

  it.each(['not json', 'null', '42', '[]', '{"value":1}', '{"value":1,"expiresAt":"never"}'])(
    'removes a corrupt entry %j when it is read',
    (raw) => {
      const { storage, cache } = setup()
      storage.set(`${CACHE_PREFIX}profile`, raw)
      expect(cache.get('profile')).toBeUndefined()
      expect(storage.has(`${CACHE_PREFIX}profile`)).toBe(false)
    },
  )

  it('forgets an entry that is removed', () => {
    const { storage, cache } = setup()
    cache.set('cart', [1])
    cache.remove('cart')
    expect(cache.get('cart')).toBeUndefined()
    expect(storage.size).toBe(0)
  })
})
