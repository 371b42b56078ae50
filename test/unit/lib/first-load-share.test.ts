import { describe, expect, it, vi } from 'vitest'

// A fresh module per test: sharing is a once-per-page-load state.
async function freshShare() {
  vi.resetModules()
  return import('../../../src/lib/first-load-share')
}

describe('shareWhileFirstLoad', () => {
  it('gives the second asker of the same call the first one’s request while the first page loads', async () => {
    const { shareWhileFirstLoad } = await freshShare()
    const load = vi.fn(() => Promise.resolve({ page: 1 }))
    const early = shareWhileFirstLoad('products 1', load)
    const loader = shareWhileFirstLoad('products 1', load)
    expect(loader).toBe(early)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks separately for different calls', async () => {
    const { shareWhileFirstLoad } = await freshShare()
    const load = vi.fn(() => Promise.resolve(1))
    void shareWhileFirstLoad('products 1', load)
    void shareWhileFirstLoad('products 2', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares a failure too: the loader shows the one failure, a retry after the first load asks again', async () => {
    const { shareWhileFirstLoad, endFirstLoadSharing } = await freshShare()
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    const early = shareWhileFirstLoad('product 3001', failing)
    early.catch(() => undefined)
    await expect(shareWhileFirstLoad('product 3001', failing)).rejects.toThrow('offline')
    endFirstLoadSharing()
    const retry = vi.fn(() => Promise.resolve('product'))
    await expect(shareWhileFirstLoad('product 3001', retry)).resolves.toBe('product')
    expect(failing).toHaveBeenCalledTimes(1)
  })

  it('asks afresh every time once the first page has loaded', async () => {
    const { shareWhileFirstLoad, endFirstLoadSharing } = await freshShare()
    endFirstLoadSharing()
    const load = vi.fn(() => Promise.resolve(1))
    void shareWhileFirstLoad('products 1', load)
    void shareWhileFirstLoad('products 1', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
