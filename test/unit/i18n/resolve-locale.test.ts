import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { SUPPORTED_LOCALES, isSupportedLocale } from '../../../src/i18n/locales'
import { brandOfPath, localeFromHandsup, resolveLocale } from '../../../src/i18n/resolve-locale'

const locale = fc.constantFrom(...SUPPORTED_LOCALES)
const maybeLocale = fc.option(locale, { nil: undefined })
// Values a URL or a storage could hold that we do not support: other tags, other cases, junk.
const unsupported = fc.oneof(
  fc.constantFrom('fr', 'zh-tw', 'zh_TW', 'EN', 'ja-JP', ' ja', 'toString', '__proto__'),
  fc.string().filter((s) => s !== '' && !isSupportedLocale(s)),
  fc.integer(),
  fc.array(locale, { minLength: 1 }),
)

describe('resolveLocale', () => {
  it('takes a supported query over everything else, and says the query chose it', () => {
    fc.assert(
      fc.property(locale, maybeLocale, maybeLocale, (query, saved, brandDefault) => {
        expect(resolveLocale({ query, saved, brandDefault })).toEqual({
          locale: query,
          fromQuery: true,
          rejected: [],
        })
      }),
    )
  })

  it('takes the saved choice when there is no query', () => {
    fc.assert(
      fc.property(
        locale,
        maybeLocale,
        fc.constantFrom(undefined, null, ''),
        (saved, brandDefault, query) => {
          expect(resolveLocale({ query, saved, brandDefault })).toEqual({
            locale: saved,
            fromQuery: false,
            rejected: [],
          })
        },
      ),
    )
  })

  it('falls back to the brand default, then to en', () => {
    expect(resolveLocale({ brandDefault: 'ja' })).toEqual({
      locale: 'ja',
      fromQuery: false,
      rejected: [],
    })
    expect(resolveLocale({})).toEqual({ locale: 'en', fromQuery: false, rejected: [] })
  })

  it('ignores an unsupported query and reports it, then resolves as if it were absent', () => {
    fc.assert(
      fc.property(unsupported, maybeLocale, maybeLocale, (query, saved, brandDefault) => {
        const resolution = resolveLocale({ query, saved, brandDefault })
        expect(resolution.locale).toBe(saved ?? brandDefault ?? 'en')
        expect(resolution.fromQuery).toBe(false)
        expect(resolution.rejected).toEqual([{ source: 'query', value: query }])
      }),
    )
  })

  it('ignores an unsupported saved choice and reports it', () => {
    fc.assert(
      fc.property(unsupported, maybeLocale, (saved, brandDefault) => {
        const resolution = resolveLocale({ saved, brandDefault })
        expect(resolution.locale).toBe(brandDefault ?? 'en')
        expect(resolution.rejected).toEqual([{ source: 'saved', value: saved }])
      }),
    )
  })
})

describe('localeFromHandsup', () => {
  it('maps the live-shop user spellings to ours', () => {
    expect(localeFromHandsup('ja')).toBe('ja')
    expect(localeFromHandsup('zh_TW')).toBe('zh-TW')
    expect(localeFromHandsup('en')).toBe('en')
  })

  it('gives nothing for any other value, including names every object has', () => {
    const other = fc.oneof(
      fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'zh-TW', 'JA'),
      fc.string().filter((s) => !['ja', 'zh_TW', 'en'].includes(s)),
      fc.anything().filter((x) => typeof x !== 'string'),
    )
    fc.assert(
      fc.property(other, (value) => {
        expect(localeFromHandsup(value)).toBeUndefined()
      }),
    )
  })
})

describe('brandOfPath', () => {
  it.each([
    ['/17shop', 'live'],
    ['/17shop/checkout/step-products', 'live'],
    ['/17shop/buyer/livers/42', 'live'],
    ['/stores/sakura-select/marketplace', 'marketplace'],
    ['/stores/sakura-select', 'marketplace'],
    ['/', 'none'],
    ['/playground', 'none'],
    ['/error/not-found', 'none'],
    // Look-alike paths belong to no brand: they end on the not-found page.
    ['/17shopping', 'none'],
    ['/stores', 'none'],
    ['/storesx/a', 'none'],
  ] as const)('%s belongs to %s', (path, brand) => {
    expect(brandOfPath(path)).toBe(brand)
  })
})
