/**
 * Fills ja and zh-TW translations into every area's catalogs from a JSON file (the forms are in
 * scripts/i18n/fill-catalog.ts; an entry names the msgctxt of a message that has one), after
 * `lingui extract` has added the messages. Only empty translations are filled, so a word another
 * area already translated its own way ("Remove", "Next") is left alone; `--force` overwrites.
 * Usage: npx tsx scripts/i18n-fill.ts translations.json [--force]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import config from '../lingui.config.ts'
import { fillCatalog, fillsOf, type FillLocale, type FillTable } from './i18n/fill-catalog.ts'

const fills = fillsOf(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as FillTable)
const force = process.argv.includes('--force')
const format = config.format
if (!format || typeof format === 'string') throw new Error('lingui.config.ts names no formatter')

for (const catalog of config.catalogs ?? [])
  for (const locale of ['ja', 'zh-TW'] as const satisfies FillLocale[]) {
    const filename = `${catalog.path.replace('<rootDir>/', '').replace('{locale}', locale)}${format.catalogExtension}`
    const before = readFileSync(filename, 'utf8')
    const ctx = { locale, sourceLocale: config.sourceLocale ?? 'en', filename }
    const { content, filled } = await fillCatalog(format, before, ctx, fills, force)
    if (content !== before) writeFileSync(filename, content)
    console.log(`${filename}: ${filled} filled`)
  }
