/**
 * The regression guard `npm test` runs after `npm run build`: sizes only, no browser, a second or
 * two. The entry and route-definitions chunks, which every page loads, and the API chunk, which every
 * data page loads, stay within their measured
 * size plus a small margin, and every route chunk with its own imports (the shared API chunk
 * apart) within its budget. Initial JavaScript and Lighthouse need a browser: `npm run bench`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUDGETS, KIB, SHELL_GUARD } from './bench/budgets'
import { gzipSize } from './bench/gzip'
import { readManifest, routeChunks } from './bench/manifest'
import { API_CHUNK, ROUTE_DEFINITIONS_CHUNK } from './chunk-names'

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
    size: chunkGzip(
      (key) => manifest[key]?.name === ROUTE_DEFINITIONS_CHUNK,
      ROUTE_DEFINITIONS_CHUNK,
    ),
    limit: SHELL_GUARD.routeDefinitionsGzip,
  },
  {
    what: 'API chunk',
    size: chunkGzip((key) => manifest[key]?.name === API_CHUNK, API_CHUNK),
    limit: SHELL_GUARD.apiGzip,
  },
  ...routeChunks(manifest, DIST).map((chunk) => ({
    what: `${chunk.module} with its own imports`,
    size: chunk.gzipWithOwnImports,
    limit: BUDGETS.routeChunkGzip,
  })),
]

const over = checks.filter((check) => check.size > check.limit)
for (const check of checks.slice(0, 3)) console.log(`${check.what}: ${kib(check.size)} gzip`)
const largest = Math.max(...checks.slice(3).map((check) => check.size))
console.log(`largest route chunk with its own imports: ${kib(largest)} gzip`)
if (over.length > 0) {
  console.error(
    `Over budget (docs/budgets.md):\n${over.map((c) => `  ${c.what}: ${kib(c.size)} > ${kib(c.limit)}`).join('\n')}`,
  )
  process.exitCode = 1
}
