import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, matchesGlob, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATALOG_AREAS, CATALOG_EXCLUDED } from '../../../lingui.config'
import { ROUTES, routeAndAncestors, sourceFilesUnder } from '../../support/route-files'

/**
 * A page shows message ids instead of words when its code uses a catalog no route above it
 * loads (lingui.config.ts: one catalog per area). This follows every route file's imports, static
 * and `import()`, to the files with messages, and asks that each such file's area (or one of its
 * areas) is loaded by the route or a route above it: `staticData: { catalog }`, `ensureCatalog`,
 * or the live guards, which load the live area.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g
const resolved = (from: string, spec: string) =>
  ['', '.ts', '.tsx']
    .map((ext) => join(dirname(from), spec + ext))
    .find((path) => existsSync(path) && statSync(path).isFile())

const source = (file: string) => readFileSync(file, 'utf8')

function closure(file: string): Set<string> {
  const seen = new Set<string>()
  const stack = [file]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    for (const match of source(next).matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!
      const path = spec.startsWith('.') ? resolved(next, spec) : undefined
      if (path) stack.push(path)
    }
  }
  return seen
}

// A folder, a file or a glob, as Lingui reads an area's include and exclude.
const covers = (path: string, file: string) =>
  file.startsWith(join(root, path)) || matchesGlob(file, join(root, path))
const areasOf = (file: string) =>
  Object.entries(CATALOG_AREAS)
    .filter(([, include]) => include.some((path) => covers(path, file)))
    .filter(([area]) => !(CATALOG_EXCLUDED[area] ?? []).some((path) => covers(path, file)))
    .map(([area]) => area)

const loads = (file: string, area: string) => {
  const text = source(file)
  return (
    text.includes(`catalog: '${area}'`) ||
    text.includes(`ensureCatalog('${area}')`) ||
    (area === 'live' && text.includes('loadLiveGuards'))
  )
}

describe('every route loads the catalogs its pages use', () => {
  const routeFiles = sourceFilesUnder(ROUTES).filter((file) => !file.includes('/-'))

  it.each(routeFiles.map((file) => relative(ROUTES, file)))('%s', (name) => {
    const file = join(ROUTES, name)
    const loaders = routeAndAncestors(file)
    const missing = [...closure(file)]
      .filter((used) => source(used).includes("from '@lingui/"))
      .map((used) => ({ used, areas: areasOf(used) }))
      .filter(({ areas }) => !areas.includes('shell'))
      .filter(({ areas }) => !areas.some((area) => loaders.some((loader) => loads(loader, area))))
      .map(({ used, areas }) => `${relative(root, used)} (${areas.join(' or ')})`)
    expect(missing).toEqual([])
  })

  it('can fail: a checkout step without its route above it misses the purchase messages', () => {
    const step = join(ROUTES, '17shop/checkout/step-done/$orderId.tsx')
    const used = [...closure(step)].filter((f) => areasOf(f).includes('purchase'))
    expect(used.length).toBeGreaterThan(0)
    expect(loads(step, 'purchase')).toBe(false)
  })
})
