import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { reachable } from '../reachable'
import { API_CHUNK } from '../chunk-names'
import { gzipSize } from './gzip'

/** The Vite manifest (build.manifest) of a build: which chunk holds which module, and imports. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** Keys reachable from `roots` through static imports (what the browser must fetch with them). */
export const staticClosure = (manifest: Manifest, roots: Iterable<string>): Set<string> =>
  reachable(roots, (key) => (manifest[key] ? (manifest[key].imports ?? []) : undefined))

const entryKeys = (manifest: Manifest) =>
  Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set([...keys].map((key) => manifest[key]!.file))

/**
 * Of the script files a page loaded, those it loaded only because of a module the app starts
 * after first paint (Sentry): a chunk those modules share with the app or the route still counts.
 */
export function loadedAfterFirstPaint(
  manifest: Manifest,
  loadedFiles: ReadonlySet<string>,
  deferredPrefixes: readonly string[],
): Set<string> {
  const deferredRoots = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry && deferredPrefixes.some((prefix) => key.startsWith(prefix)),
  )
  const loadedDynamicRoots = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry &&
      !deferredRoots.includes(key) &&
      loadedFiles.has(manifest[key].file),
  )
  const needed = filesOf(
    manifest,
    staticClosure(manifest, [...entryKeys(manifest), ...loadedDynamicRoots]),
  )
  const deferred = filesOf(manifest, staticClosure(manifest, deferredRoots))
  return new Set([...deferred].filter((file) => !needed.has(file)))
}

export interface RouteChunk {
  /** The route module and split, e.g. `src/routes/error/not-found.tsx?tsr-split=component`. */
  module: string
  file: string
  /** The chunk alone. */
  gzip: number
  /**
   * The chunk plus the chunks only routes pull in: not those the entry already loaded, nor the
   * one API chunk, which every data page loads once whichever route it shows, nor those its
   * layout routes (the `route.tsx` files of the folders above it) load, which are on the page
   * whenever it is: what the route adds.
   */
  gzipWithOwnImports: number
}

/** The layout route files above a route file: `src/routes/a/route.tsx` for `src/routes/a/b.tsx`. */
function layoutFilesAbove(file: string): string[] {
  const folders = file.split('/').slice(0, -1)
  const layouts: string[] = []
  // A folder's own route.tsx is the layout of the other files in it, not of itself.
  const own = file.endsWith('/route.tsx') ? folders.length - 1 : folders.length
  for (let depth = 3; depth <= own; depth++) {
    layouts.push(`${folders.slice(0, depth).join('/')}/route.tsx`)
  }
  return layouts
}

/** Every chunk TanStack's code splitting made from a file route, with its gzip size. */
export function routeChunks(
  manifest: Manifest,
  distDir: string,
  sizeOf: (file: string) => number = (file) => gzipSize(readFileSync(join(distDir, file))),
): RouteChunk[] {
  const entryClosure = staticClosure(manifest, entryKeys(manifest))
  const shared = (key: string) => entryClosure.has(key) || manifest[key]?.name === API_CHUNK
  const sizeOfKey = (key: string) => sizeOf(manifest[key]!.file)
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.src?.startsWith('src/routes/'))
    .sort()
    .map((key) => {
      const file = key.split('?')[0]!
      const layouts = layoutFilesAbove(file)
      const layoutKeys = Object.keys(manifest).filter((k) => layouts.includes(k.split('?')[0]!))
      const onPage = staticClosure(manifest, layoutKeys)
      const own = [...staticClosure(manifest, [key])].filter((k) => !shared(k) && !onPage.has(k))
      return {
        module: key,
        file: manifest[key]!.file,
        gzip: sizeOfKey(key),
        gzipWithOwnImports: own.reduce((sum, k) => sum + sizeOfKey(k), 0),
      }
    })
}
