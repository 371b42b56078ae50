// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { messages as en } from '../../../locales/marketplace/en.po'
import { messages as ja } from '../../../locales/marketplace/ja.po'
import { ADD_TO_CART_ERROR_CODES } from '../../../src/api/schemas/error-codes'
import { AddCartError } from '../../../src/features/product/product-add-messages'

afterEach(cleanup)

function textOf(code: string, locale: 'en' | 'ja'): string {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ja } })
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <AddCartError code={code} />
    </I18nProvider>,
  )
  const text = container.textContent ?? ''
  unmount()
  return text
}

describe('AddCartError', () => {
  it('gives every add-cart code its own message, translated', () => {
    const generic = textOf('SOMETHING_NEW', 'en')
    const english = ADD_TO_CART_ERROR_CODES.map((code) => textOf(code, 'en'))
    expect(new Set(english).size).toBe(ADD_TO_CART_ERROR_CODES.length)
    expect(english).not.toContain(generic)
    for (const code of ADD_TO_CART_ERROR_CODES) {
      const japanese = textOf(code, 'ja')
      expect(japanese).not.toBe('')
      expect(japanese).not.toBe(textOf(code, 'en'))
    }
  })

  it('gives an unknown code the generic message with Z1, and no connection its own', () => {
    expect(textOf('SOMETHING_NEW', 'en')).toContain('Z1')
    expect(textOf('UNKNOWN', 'en')).toBe(textOf('SOMETHING_NEW', 'en'))
    expect(textOf('NETWORK', 'en')).toMatch(/could not reach the shop/)
  })
})
