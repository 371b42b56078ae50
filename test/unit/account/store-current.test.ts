import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { createHttp } from '../../../src/api/http'
import type { TokenStore } from '../../../src/api/tokens'
import {
  forgetCurrentStore,
  loadCurrentStore,
} from '../../../src/features/storefront/store-current'
import { isStoreSlug } from '../../../src/features/storefront/store-slug'

const noTokens: TokenStore = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
  clearAll: () => {},
}

function storeApi() {
  const sandbox = createSandbox()
  const asked: string[] = []
  const http = createHttp({
    apiHost: 'http://sandbox.test',
    getLocale: () => 'ja',
    tokens: noTokens,
    fetch: (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return sandbox.fetch(input, init)
    },
  })
  return { getHttp: () => Promise.resolve(http), asked }
}

beforeEach(() => {
  forgetCurrentStore()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('the current store', () => {
  it('is loaded once, and again only when another store is opened', async () => {
    const { getHttp, asked } = storeApi()
    const first = await loadCurrentStore(getHttp, 'sakura-select')
    expect(first).toMatchObject({ found: true, store: { id: 101, slug: 'sakura-select' } })
    await Promise.all([
      loadCurrentStore(getHttp, 'sakura-select'),
      loadCurrentStore(getHttp, 'sakura-select'),
    ])
    expect(asked).toEqual(['/api/v2/buyer/stores/sakura-select'])

    await expect(loadCurrentStore(getHttp, 'kumo-books')).resolves.toMatchObject({
      store: { id: 102 },
    })
    await loadCurrentStore(getHttp, 'sakura-select')
    expect(asked).toHaveLength(3)
  })

  it('says an unknown store is not found, and asks again next time', async () => {
    const { getHttp, asked } = storeApi()
    await expect(loadCurrentStore(getHttp, 'no-such-store')).resolves.toEqual({ found: false })
    await loadCurrentStore(getHttp, 'no-such-store')
    expect(asked).toHaveLength(2)
  })

  it('passes a failure on without keeping it', async () => {
    let fail = true
    const { getHttp: working } = storeApi()
    const getHttp = () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : working())
    await expect(loadCurrentStore(getHttp, 'sakura-select')).rejects.toThrow('Failed to fetch')
    fail = false
    await expect(loadCurrentStore(getHttp, 'sakura-select')).resolves.toMatchObject({ found: true })
  })
})

describe('store slugs', () => {
  it('are letters, digits and hyphens', () => {
    expect(isStoreSlug('sakura-select')).toBe(true)
    expect(isStoreSlug('Shop42')).toBe(true)
    for (const slug of ['', '-lead', 'bad_slug!', 'a/b', '..', 'x'.repeat(101), undefined]) {
      expect(isStoreSlug(slug)).toBe(false)
    }
  })
})
