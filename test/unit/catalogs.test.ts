import { beforeAll, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getConfig, type CatalogType, type ExtractedCatalogType } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { CATALOG_AREAS } from '../../lingui.config'

/**
 * The catalogs against the code (extracted, never hand-synced), one catalog per area
 * (lingui.config.ts). Lingui's own extractor collects what each area's code uses, in memory:
 * nothing under locales/ is written. When this fails: `npm run i18n:extract`, then translate
 * (scripts/i18n-fill.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const TRANSLATED = ['ja', 'zh-TW'] as const

// Messages that read the same in every language: brand names. Keep it short and say why.
const SAME_IN_EVERY_LANGUAGE = new Set(['17shop', 'PayPay'])

interface Area {
  path: string
  used: ExtractedCatalogType
  catalogs: Record<string, CatalogType>
}
const areas: Area[] = []

beforeAll(async () => {
  const config = getConfig({ cwd: root })
  for (const catalog of await getCatalogs(config)) {
    const used = await catalog.collect()
    if (!used) throw new Error(`Lingui could not extract messages for ${catalog.path}`)
    areas.push({ path: catalog.path, used, catalogs: await catalog.readAll() })
  }
}, 60_000)

const live = (catalog: CatalogType | undefined) =>
  Object.entries(catalog ?? {}).filter(([, message]) => !message.obsolete)

describe.each(['en', ...TRANSLATED])('the %s catalogs', (locale) => {
  it('have every message the code uses', () => {
    const missing = areas.flatMap(({ path, used, catalogs }) => {
      const inCatalog = new Set(live(catalogs[locale]).map(([id]) => id))
      return Object.keys(used)
        .filter((id) => !inCatalog.has(id))
        .map((id) => `${path}: ${used[id]?.message ?? id}`)
    })
    expect(missing, 'run npm run i18n:extract').toEqual([])
  })

  it('have no message the code no longer uses', () => {
    const stale = areas.flatMap(({ path, used, catalogs }) =>
      live(catalogs[locale])
        .filter(([id]) => !(id in used))
        .map(([id, message]) => `${path}: ${message.message ?? id}`),
    )
    expect(stale, 'run npm run i18n:extract (it cleans obsolete messages)').toEqual([])
  })
})

describe.each(TRANSLATED)('the %s catalogs', (locale) => {
  it('translate every English message', () => {
    const untranslated = areas.flatMap(({ path, catalogs }) => {
      const translations = catalogs[locale] ?? {}
      return live(catalogs.en)
        .filter(([id, message]) => {
          const translation = translations[id]?.translation?.trim() ?? ''
          const text = message.message ?? id
          return translation === '' || (translation === text && !SAME_IN_EVERY_LANGUAGE.has(text))
        })
        .map(([id, message]) => `${path}: ${message.message ?? id}`)
    })
    expect(untranslated, 'translate with scripts/i18n-fill.ts').toEqual([])
  })
})

describe('catalog areas', () => {
  it('cover every folder of src/features and src/routes, so no page text is left out', () => {
    const included: readonly string[] = Object.values(CATALOG_AREAS).flat()
    const folders = ['src/features', 'src/routes'].flatMap((parent) =>
      readdirSync(parent).map((name) => `${parent}/${name}`),
    )
    const uncovered = folders.filter(
      (folder) => !included.some((path) => folder === path || folder.startsWith(`${path}/`)),
    )
    expect(uncovered, 'add them to an area in lingui.config.ts').toEqual([])
  })
})
