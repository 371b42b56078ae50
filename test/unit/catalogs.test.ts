import { beforeAll, describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { getConfig, type CatalogType, type ExtractedCatalogType } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'

/**
 * The catalogs against the code (design 3: "extracted, never hand-synced"). Lingui's own
 * extractor collects what the code uses, in memory: nothing under locales/ is written.
 * When this fails: `npm run i18n:extract`, then translate (scripts/i18n-fill.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const TRANSLATED = ['ja', 'zh-TW'] as const

// Messages that read the same in every language: brand names. Keep it short and say why.
const SAME_IN_EVERY_LANGUAGE = new Set(['17shop', 'PayPay'])

let used: ExtractedCatalogType
let catalogs: Record<string, CatalogType>

beforeAll(async () => {
  const config = getConfig({ cwd: root })
  const [catalog, ...others] = await getCatalogs(config)
  expect(others, 'one catalog per locale is configured').toEqual([])
  const collected = await catalog!.collect()
  if (!collected) throw new Error('Lingui could not extract messages from src')
  used = collected
  catalogs = await catalog!.readAll()
}, 60_000)

const live = (catalog: CatalogType | undefined) =>
  Object.entries(catalog ?? {}).filter(([, message]) => !message.obsolete)
const source = (id: string) => used[id]?.message ?? id

describe('message catalogs', () => {
  it.each(['en', ...TRANSLATED])('%s.po has every message the code uses', (locale) => {
    const inCatalog = new Set(live(catalogs[locale]).map(([id]) => id))
    const missing = Object.keys(used)
      .filter((id) => !inCatalog.has(id))
      .map(source)
    expect(missing, 'run npm run i18n:extract').toEqual([])
  })

  it.each(['en', ...TRANSLATED])('%s.po has no message the code no longer uses', (locale) => {
    const stale = live(catalogs[locale])
      .filter(([id]) => !(id in used))
      .map(([id, message]) => message.message ?? id)
    expect(stale, 'run npm run i18n:extract (it cleans obsolete messages)').toEqual([])
  })

  it.each(TRANSLATED)('%s.po translates every English message', (locale) => {
    const english = live(catalogs.en)
    const translations = catalogs[locale] ?? {}
    const untranslated = english
      .filter(([id, message]) => {
        const translation = translations[id]?.translation?.trim() ?? ''
        const text = message.message ?? id
        return translation === '' || (translation === text && !SAME_IN_EVERY_LANGUAGE.has(text))
      })
      .map(([id, message]) => message.message ?? id)
    expect(untranslated, 'translate with scripts/i18n-fill.ts').toEqual([])
  })
})
