import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { createHttp } from '../../../src/api/http'
import type { TokenStore } from '../../../src/api/tokens'
import { isRedirect } from '@tanstack/react-router'
import { getProduct } from '../../../src/api/marketplace-v2/catalog'
import {
  forgetCurrentStore,
  loadCurrentStore,
  rememberedStoreId,
  withStoreId,
} from '../../../src/features/storefront/store-current'
import { localCache } from '../../../src/lib/cache'
import { isStoreSlug } from '../../../src/features/storefront/store-slug'

const noTokens: TokenStore = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
  clearAll: () => {},
  changedElsewhere: () => false,
  adopt: () => {},
}

/** `holdLookups`: the store look-up's answer waits until `release()`. */
function storeApi({ holdLookups = false } = {}) {
  const sandbox = createSandbox()
  const asked: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const http = createHttp({
    apiHost: 'http://sandbox.test',
    getLocale: () => 'ja',
    tokens: noTokens,
    fetch: async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      asked.push(path)
      if (holdLookups && path.startsWith('/api/v2/buyer/stores/')) await released
      return sandbox.fetch(input, init)
    },
  })
  return { getHttp: () => Promise.resolve(http), http, asked, release }
}

const PRODUCT = 3001

beforeEach(() => {
  forgetCurrentStore()
  for (const slug of ['sakura-select', 'kumo-books', 'no-such-store'])
    localCache.remove(`store-id:${slug}`)
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

describe("the store's id, for the calls in a store", () => {
  it('is looked up by slug first on a first visit, and remembered', async () => {
    const { getHttp, http, asked } = storeApi()
    const product = await withStoreId(getHttp, 'sakura-select', (id) =>
      getProduct(http, id, PRODUCT),
    )
    expect(product.id).toBe(PRODUCT)
    expect(asked).toEqual([
      '/api/v2/buyer/stores/sakura-select',
      `/api/v2/stores/101/products/${PRODUCT}`,
    ])
    expect(rememberedStoreId('sakura-select')).toBe(101)
  })

  it('once remembered, goes out with the call before the look-up has answered', async () => {
    await loadCurrentStore(storeApi().getHttp, 'sakura-select')
    forgetCurrentStore()
    const { getHttp, http, asked, release } = storeApi({ holdLookups: true })
    const product = withStoreId(getHttp, 'sakura-select', (id) => getProduct(http, id, PRODUCT))
    await vi.waitFor(() => expect(asked).toContain(`/api/v2/stores/101/products/${PRODUCT}`))
    release()
    await expect(product).resolves.toMatchObject({ id: PRODUCT })
    expect(asked).toHaveLength(2)
  })

  it('asks again with the right id when the remembered one is no longer the store of the slug', async () => {
    localCache.set('store-id:kumo-books', 101)
    const { getHttp, asked } = storeApi()
    const ids: number[] = []
    const result = await withStoreId(getHttp, 'kumo-books', async (id) => {
      ids.push(id)
      return id
    })
    expect(result).toBe(102)
    expect(ids).toEqual([101, 102])
    expect(asked).toEqual(['/api/v2/buyer/stores/kumo-books'])
    expect(rememberedStoreId('kumo-books')).toBe(102)
  })

  it('sends a slug that names no store to the not-found page, asking nothing of it', async () => {
    const { getHttp } = storeApi()
    const call = vi.fn(() => Promise.resolve('asked'))
    const outcome = await withStoreId(getHttp, 'no-such-store', call).catch(
      (error: unknown) => error,
    )
    expect(isRedirect(outcome)).toBe(true)
    expect(call).not.toHaveBeenCalled()
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
