// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh page: the network actor is one per page, started on first use. */
async function freshWatch() {
  vi.resetModules()
  const { networkWatch } = await import('../../../src/features/layout/network-watch')
  const { networkActor } = await import('../../../src/features/layout/network-actor')
  // Started as a page starts it: listening to the browser before any call is sent.
  networkActor()
  return networkWatch
}

const goOffline = () => window.dispatchEvent(new Event('offline'))
const goOnline = () => window.dispatchEvent(new Event('online'))

describe('the network watch, for a call that got no answer', () => {
  const probe = vi.fn(async () => new Response(null))
  beforeEach(() => {
    probe.mockClear()
    vi.stubGlobal('fetch', probe)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says back, without probing, when the network was lost while the call was out and is back already', async () => {
    const watch = await freshWatch()
    const sent = watch.sending()
    goOffline()
    goOnline()
    await expect(watch.unanswered(sent)).resolves.toBe('back')
    expect(probe).not.toHaveBeenCalled()
  })

  it('says back when the call was sent while offline and the network returned before its failure was known', async () => {
    const watch = await freshWatch()
    goOffline()
    const sent = watch.sending()
    goOnline()
    await expect(watch.unanswered(sent)).resolves.toBe('back')
  })

  it('waits while still offline, and says back once the browser is online', async () => {
    const watch = await freshWatch()
    const sent = watch.sending()
    goOffline()
    let verdict: string | undefined
    void watch.unanswered(sent).then((v) => (verdict = v))
    await Promise.resolve()
    expect(verdict).toBeUndefined()
    goOnline()
    await vi.waitFor(() => expect(verdict).toBe('back'))
  })

  it('says reachable when nothing was lost and the probe answers: the call failed alone', async () => {
    const watch = await freshWatch()
    const sent = watch.sending()
    await expect(watch.unanswered(sent)).resolves.toBe('reachable')
    expect(probe).toHaveBeenCalledOnce()
  })

  it('a loss that ended before the call was sent is not this call’s: the probe decides', async () => {
    const watch = await freshWatch()
    goOffline()
    goOnline()
    const sent = watch.sending()
    await expect(watch.unanswered(sent)).resolves.toBe('reachable')
    expect(probe).toHaveBeenCalledOnce()
  })
})
