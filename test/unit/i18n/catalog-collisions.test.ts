import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Lingui merges the catalogs a page has loaded into one table, keyed by message (and context).
 * Two catalogs loaded on the same page that translate one message two ways would show whichever
 * arrived last: the same words must read the same, and different meanings take a context.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const file = (area: string, locale: string) =>
  `${root}/locales/${area === 'shell' ? '' : `${area}/`}${locale}.po`

/** The catalogs pages load together (src/i18n/activate.ts, the routes' staticData.catalog). */
const TOGETHER = [
  ['shell', 'marketplace'],
  ['shell', 'live'],
  ['shell', 'purchase'],
  ['marketplace', 'purchase'],
  ['live', 'purchase'],
  ['shell', 'playground'],
] as const

const unquote = (text: string) => JSON.parse(text) as string

function translations(path: string): Map<string, string> {
  const lines = readFileSync(path, 'utf8').split('\n')
  const table = new Map<string, string>()
  let context = ''
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.startsWith('msgctxt ')) context = unquote(line.slice(8))
    if (!line.startsWith('msgid ')) continue
    let id = unquote(line.slice(6))
    let j = i + 1
    while (lines[j]?.startsWith('"')) id += unquote(lines[j++]!)
    let text = unquote(lines[j]!.slice(7))
    while (lines[++j]?.startsWith('"')) text += unquote(lines[j]!)
    if (id) table.set(`${context}\u0004${id}`, text)
    context = ''
  }
  return table
}

describe.each(['en', 'ja', 'zh-TW'])('the %s catalogs a page loads together', (locale) => {
  it.each(TOGETHER)('%s and %s translate a shared message the same way', (a, b) => {
    const first = translations(file(a, locale))
    const second = translations(file(b, locale))
    const differing = [...first]
      .filter(([key, text]) => second.has(key) && second.get(key) !== text)
      .map(([key, text]) => `${key.replace('\u0004', ' ')}: ${text} / ${second.get(key)}`)
    expect(differing).toEqual([])
  })
})
