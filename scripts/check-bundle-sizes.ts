/**
 * The regression guard `npm test` runs after `npm run build`: sizes only, no browser, a second or
 * two. The entry and route-definitions chunks, which every page loads, stay within their measured
 * size plus a small margin, and no route chunk with its own imports grows past the largest one's
 * measured size: a regression guard. The 30 KiB route chunk budget itself, missed by several
 * routes today, is the bench's to report and fail on (`npm run bench`, docs/budgets.md).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { KIB, SHELL_GUARD } from './bench/budgets'
import { gzipSize } from './bench/gzip'
import { readManifest, routeChunks } from './bench/manifest'

const DIST = process.argv[2] ?? 'dist'
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

const manifest = readManifest(DIST)
const chunkGzip = (match: (key: string) => boolean, what: string) => {
  const key = Object.keys(manifest).find(match)
  if (!key) throw new Error(`no ${what} chunk in ${DIST}/.vite/manifest.json`)
  return gzipSize(readFileSync(join(DIST, manifest[key]!.file)))
}

const checks = [
  {
    what: 'entry chunk',
    size: chunkGzip((key) => manifest[key]?.isEntry === true, 'entry'),
    limit: SHELL_GUARD.entryGzip,
  },
  {
    what: 'route-definitions chunk',
    size: chunkGzip((key) => manifest[key]?.name === 'route-definitions', 'route-definitions'),
    limit: SHELL_GUARD.routeDefinitionsGzip,
  },
  ...routeChunks(manifest, DIST).map((chunk) => ({
    what: `${chunk.module} with its own imports`,
    size: chunk.gzipWithOwnImports,
    limit: SHELL_GUARD.largestRouteChunkGzip,
  })),
]

const over = checks.filter((check) => check.size > check.limit)
for (const check of checks.slice(0, 2)) console.log(`${check.what}: ${kib(check.size)} gzip`)
const largest = Math.max(...checks.slice(2).map((check) => check.size))
console.log(`largest route chunk with its own imports: ${kib(largest)} gzip`)
if (over.length > 0) {
  console.error(
    `Over budget (docs/budgets.md):\n${over.map((c) => `  ${c.what}: ${kib(c.size)} > ${kib(c.limit)}`).join('\n')}`,
  )
  process.exitCode = 1
}
