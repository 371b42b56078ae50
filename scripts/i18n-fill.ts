/**
 * Fills ja and zh-TW translations into every area's catalogs from a JSON file of
 * { "English source": { "ja": "…", "zh-TW": "…" } }, after `lingui extract` has added the messages.
 * Only empty translations are filled, so a word another area already translated its own way
 * ("Remove", "Next") is left alone; `--force` overwrites.
 * Usage: npx tsx scripts/i18n-fill.ts translations.json [--force]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

type Table = Record<string, { ja?: string; 'zh-TW'?: string }>
const table = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Table
const force = process.argv.includes('--force')

const unquote = (s: string) => JSON.parse(s) as string
const quote = (s: string) => JSON.stringify(s)

// Every area's catalog (lingui.config.ts): locales/<locale>.po and locales/<area>/<locale>.po.
const folders = [
  'locales',
  ...readdirSync('locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `locales/${entry.name}`),
]

for (const folder of folders)
  for (const locale of ['ja', 'zh-TW'] as const) {
    const path = `${folder}/${locale}.po`
    const lines = readFileSync(path, 'utf8').split('\n')
    let filled = 0
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!
      if (!line.startsWith('msgid "')) continue
      // A msgid may continue on following lines of quoted text.
      let source = unquote(line.slice(6))
      let j = i + 1
      while (lines[j]?.startsWith('"')) source += unquote(lines[j++]!)
      if (!source) continue
      const translation = table[source]?.[locale]
      if (translation === undefined) continue
      let end = j + 1
      while (lines[end]?.startsWith('"')) end++
      if (!lines[j]?.startsWith('msgstr ')) continue
      const current = lines
        .slice(j, end)
        .map((l, k) => unquote(k === 0 ? l.slice(7) : l))
        .join('')
      if (current !== '' && !force) continue
      lines.splice(j, end - j, `msgstr ${quote(translation)}`)
      filled++
    }
    writeFileSync(path, lines.join('\n'))
    console.log(`${path}: ${filled} filled`)
  }
