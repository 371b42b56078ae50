import { describe, expect, it } from 'vitest'
import { formatMoney, formatPriceRange, prepareMoneyFormat } from '../../../src/lib/money'

describe('money in the store currency', () => {
  it.each(['en', 'ja', 'zh-TW'])(
    'writes Taiwan dollars as NT$ with no decimals in %s',
    (locale) => {
      expect(formatMoney(1280, 'TWD', locale)).toBe('NT$1,280')
      expect(formatMoney(99.5, 'TWD', locale)).not.toMatch(/[.,]\d{1,2}$/)
      const range = formatPriceRange(680, 1280, 'TWD', locale)
      expect(range).toMatch(/^NT\$680\D+1,280$/)
      expect(range.replaceAll('NT$', '')).not.toContain('$')
    },
  )

  it('writes yen with the yen sign and no decimals', () => {
    expect(formatMoney(3980, 'JPY', 'en')).toBe('¥3,980')
    expect(formatMoney(3980, 'JPY', 'ja')).toBe('￥3,980')
    expect(formatPriceRange(3980, 3980, 'JPY', 'en')).toBe('¥3,980')
    expect(formatPriceRange(7480, 3980, 'JPY', 'en')).toBe('¥3,980 – ¥7,480')
  })
})

describe('prices written once', () => {
  it('writes a range the browser is asked for once, however many cards show it', () => {
    const format = Intl.NumberFormat.prototype.formatRangeToParts
    let asked = 0
    Intl.NumberFormat.prototype.formatRangeToParts = function (this: Intl.NumberFormat, ...args) {
      asked++
      return format.apply(this, args)
    }
    try {
      const first = formatPriceRange(1234, 5678, 'JPY', 'en')
      for (let card = 0; card < 100; card++)
        expect(formatPriceRange(1234, 5678, 'JPY', 'en')).toBe(first)
      expect(asked).toBe(1)
      // Another language or currency is another price.
      expect(formatPriceRange(1234, 5678, 'TWD', 'en')).toMatch(/^NT\$/)
      expect(formatPriceRange(1234, 5678, 'JPY', 'ja')).toContain('￥')
      expect(asked).toBe(3)
    } finally {
      Intl.NumberFormat.prototype.formatRangeToParts = format
    }
  })
})

describe('the money format made ahead of the first price', () => {
  it('takes a browser language that is no language tag ("C") without an error', () => {
    expect(() => prepareMoneyFormat('C')).not.toThrow()
    expect(() => prepareMoneyFormat('ja-JP')).not.toThrow()
  })
})
