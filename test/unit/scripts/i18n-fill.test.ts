import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import config from '../../../lingui.config'
import { fillCatalog, fillsOf } from '../../../scripts/i18n/fill-catalog'

const format = config.format
if (!format || typeof format === 'string') throw new Error('lingui.config.ts names no formatter')
const ctx = { locale: 'ja', sourceLocale: 'en', filename: 'locales/area/ja.po' } as const

// As `lingui extract` writes a catalog (lingui.config.ts's format): two messages "Remove", one
// with a context, and a message folded over lines.
const CATALOG = `msgid ""
msgstr ""
"POT-Creation-Date: 2026-11-21 06:29+0000\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ja\\n"

#: src/features/seller/selected-actions.tsx
msgctxt "from the stream"
msgid "Remove"
msgstr "外す"

#: src/features/storefront/store-cart.tsx
msgid "Remove"
msgstr ""

#: src/features/checkout/notes.tsx
msgid "Line one\\n"
"line two"
msgstr ""
`

describe('scripts/i18n-fill.ts', () => {
  it('writes a catalog it only read back byte for byte, context and folded lines included', async () => {
    const same = await fillCatalog(format, CATALOG, ctx, [{ message: 'Remove', ja: '削除' }], true)
    const back = await fillCatalog(format, same.content, ctx, [{ message: 'Remove', ja: '' }], true)
    expect(back.content).toBe(CATALOG)
  })

  it('fills a message without a context and leaves the same words with a context alone', async () => {
    const { content, filled } = await fillCatalog(
      format,
      CATALOG,
      ctx,
      fillsOf({ Remove: { ja: '削除' } }),
    )
    expect(filled).toBe(1)
    expect(content).toBe(
      CATALOG.replace('msgid "Remove"\nmsgstr ""', 'msgid "Remove"\nmsgstr "削除"'),
    )
  })

  it('fills a message with a context only from an entry naming that context', async () => {
    const fills = [{ message: 'Remove', context: 'from the stream', ja: '取り除く' }]
    expect((await fillCatalog(format, CATALOG, ctx, fills)).filled).toBe(0)
    const forced = await fillCatalog(format, CATALOG, ctx, fills, true)
    expect(forced.content).toBe(CATALOG.replace('"外す"', '"取り除く"'))
  })

  it('reads and writes every catalog of the project unchanged', async () => {
    for (const catalog of config.catalogs ?? [])
      for (const locale of ['ja', 'zh-TW'] as const) {
        const filename = `${catalog.path.replace('<rootDir>/', '').replace('{locale}', locale)}.po`
        const content = readFileSync(filename, 'utf8')
        const parsed = await format.parse(content, { ...ctx, locale, filename })
        const written = await format.serialize(parsed, {
          ...ctx,
          locale,
          filename,
          existing: content,
        })
        expect(written, filename).toBe(content)
      }
  })
})
