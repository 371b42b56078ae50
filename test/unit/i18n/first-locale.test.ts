import { describe, expect, it, vi } from 'vitest'
import { i18n, activateLocale } from '../../../src/i18n/activate'
import { applyFirstLocale, languageWaitsForGuard } from '../../../src/i18n/first-locale'
import { rememberLiveLocale } from '../../../src/features/live/live-locale-default'
import { localCache } from '../../../src/lib/cache'

const LIVE_PAGE = '/17shop/buyer/livers/1001'

describe('whether the first page waits for its guard to set the language', () => {
  it('waits on a live page when nothing says the language yet', () => {
    expect(languageWaitsForGuard(LIVE_PAGE, undefined)).toBe(true)
    expect(languageWaitsForGuard('/17shop/orders', 'fr')).toBe(true)
  })

  it('does not wait when the query, a saved choice or a remembered live person decides', () => {
    expect(languageWaitsForGuard(LIVE_PAGE, 'zh-TW')).toBe(false)
    localCache.set('locale', 'en')
    expect(languageWaitsForGuard(LIVE_PAGE, undefined)).toBe(false)
    localCache.remove('locale')
    rememberLiveLocale('ja')
    expect(languageWaitsForGuard(LIVE_PAGE, undefined)).toBe(false)
    localCache.remove('live.default-locale')
  })

  it('never waits outside the live shop: each brand has its own default', () => {
    expect(languageWaitsForGuard('/stores/sakura-select/marketplace', undefined)).toBe(false)
    expect(languageWaitsForGuard('/error/not-found', undefined)).toBe(false)
  })
})

describe("a live page's first language", () => {
  it('is the one the guard learns, with no English messages loaded first', async () => {
    const loaded = vi.spyOn(i18n, 'load')
    // The guard reads the buyer (GET /me) during the first load and activates their language.
    const firstLoad = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
      activateLocale('ja'),
    )
    await applyFirstLocale({ pathname: LIVE_PAGE, search: '' }, firstLoad)
    expect(i18n.locale).toBe('ja')
    expect(loaded.mock.calls.length).toBeGreaterThan(0)
    expect(loaded.mock.calls.map(([locale]) => locale)).not.toContain('en')
  })
})
