import { describe, expect, it } from 'vitest'
import { liveBrandLocale, regionLocale } from '../../../src/features/live/guards/live-locale'
import { resolveLocale } from '../../../src/i18n/resolve-locale'

describe("the live brand's default locale", () => {
  it("follows the live-shop user's handsup locale", () => {
    expect(liveBrandLocale({ locale: 'ja' })).toBe('ja')
    expect(liveBrandLocale({ locale: 'zh_TW' })).toBe('zh-TW')
    expect(liveBrandLocale({ locale: 'en' })).toBe('en')
  })

  it('is en without a user, or with a locale the shop does not know', () => {
    expect(liveBrandLocale(undefined)).toBe('en')
    expect(liveBrandLocale({ locale: 'zh-TW' })).toBe('en')
    expect(liveBrandLocale({ locale: 'fr' })).toBe('en')
    expect(liveBrandLocale({})).toBe('en')
  })

  it('is only a default: the locale query and a saved choice still win', () => {
    const brandDefault = liveBrandLocale({ locale: 'zh_TW' })
    expect(resolveLocale({ query: 'en', brandDefault }).locale).toBe('en')
    expect(resolveLocale({ saved: 'ja', brandDefault }).locale).toBe('ja')
    expect(resolveLocale({ brandDefault }).locale).toBe('zh-TW')
  })
})

describe("a seller's default locale", () => {
  it('is the language of their store’s region', () => {
    expect(regionLocale('JP')).toBe('ja')
    expect(regionLocale('TW')).toBe('zh-TW')
    expect(resolveLocale({ brandDefault: regionLocale('TW') }).locale).toBe('zh-TW')
    expect(resolveLocale({ saved: 'en', brandDefault: regionLocale('JP') }).locale).toBe('en')
  })
})

describe('the remembered live locale', () => {
  it("becomes the live brand's default, and no other brand's", async () => {
    const { rememberLiveLocale } = await import('../../../src/features/live/live-locale-default')
    const { brandDefaultLocale } = await import('../../../src/i18n/brand-defaults')
    rememberLiveLocale(liveBrandLocale({ locale: 'zh_TW' }))
    expect(brandDefaultLocale('live')).toBe('zh-TW')
    expect(brandDefaultLocale('marketplace')).toBe('ja')
    rememberLiveLocale(regionLocale('JP'))
    expect(brandDefaultLocale('live')).toBe('ja')
  })
})
