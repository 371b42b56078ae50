import { createHash } from 'node:crypto'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { brandOfPath, shellFrameOfPath } from '../src/i18n/resolve-locale.ts'
import { reachable } from './reachable.ts'

/**
 * The static shell in index.html (the header frame and the spinner; see
 * docs/budgets.md#first-paint-and-first-data) takes the page's frame before anything else
 * loads: this inline script puts the path's brand on `<html data-brand>`, as the app does once
 * it runs (features/layout/route-brand.ts), or marks a page with no site header
 * (`<html data-shell="bare">`), with the app's own rules (`shellFrameOfPath` over `brandOfPath`),
 * so a live page's frame is the live colour from the first paint and the style guide shows no
 * header that then vanishes.
 * Inline, not a file: a file would be one more round trip before the first paint.
 */
export const BRAND_SCRIPT = [
  `var brandOf = ${brandOfPath.toString()};`,
  `var frame = (${shellFrameOfPath.toString()})(location.pathname, brandOf);`,
  `if (frame === 'bare') document.documentElement.dataset.shell = frame;`,
  `else if (frame !== 'none') document.documentElement.dataset.brand = frame;`,
  // The shop's first-page modules (below) start loading beside the entry, not after it has run.
  `var first = document.querySelector('meta[name="first-page-modules-' + brandOf(location.pathname) + '"]');`,
  `if (first) first.content.split(' ').forEach(function (href) {`,
  `  var link = document.createElement('link');`,
  `  link.rel = 'modulepreload';`,
  // As the entry's own script tag, so the module loader takes the preloaded answer.
  `  link.crossOrigin = '';`,
  `  link.href = href;`,
  `  document.head.appendChild(link);`,
  `});`,
].join('\n')

/**
 * What `startFirstPage` (src/app/first-page.ts) imports for every page of a brand, before any
 * route has been matched: the API client, the first calls and the brand's guard. Left to the
 * entry, they are asked for only once it has downloaded and run, one round trip after it; a page's
 * first API calls wait for them, so its content paints that much later. Listed per brand in a meta
 * tag the brand script reads, so the script's text, and the policy's hash of it, stay the same
 * from build to build. Error pages and the playground make no call and load none of them.
 */
export const FIRST_PAGE_MODULES = {
  marketplace: [
    'src/app/api-client-instance.ts',
    'src/app/first-calls.ts',
    'src/api/marketplace-v2/catalog.ts',
  ],
  live: [
    'src/app/api-client-instance.ts',
    'src/app/first-calls.ts',
    'src/features/live/session/live-guards.ts',
  ],
} as const

const chunks = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')

/** Files reachable from `roots` through static imports. */
const staticClosure = (bundle: Rolldown.OutputBundle, roots: readonly string[]): Set<string> =>
  reachable(roots, (fileName) => {
    const chunk = bundle[fileName]
    return chunk?.type === 'chunk' ? chunk.imports : undefined
  })

/** The files to preload for each brand's first page: the modules' chunks and what they import, less the entry's. */
export function firstPageFiles(
  bundle: Rolldown.OutputBundle,
  base: string,
): Record<keyof typeof FIRST_PAGE_MODULES, string[]> {
  const all = chunks(bundle)
  const entry = staticClosure(
    bundle,
    all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  const filesFor = (modules: readonly string[]) => {
    const roots = modules.map((module) => {
      const chunk = all.find((c) => c.facadeModuleId?.endsWith(`/${module}`))
      if (!chunk) throw new Error(`boot-shell: no chunk for ${module}; update FIRST_PAGE_MODULES`)
      return chunk.fileName
    })
    return [...staticClosure(bundle, roots)]
      .filter((fileName) => !entry.has(fileName))
      .sort()
      .map((fileName) => base + fileName)
  }
  return {
    marketplace: filesFor(FIRST_PAGE_MODULES.marketplace),
    live: filesFor(FIRST_PAGE_MODULES.live),
  }
}

/** The policy's permission for the script: its hash, so no other inline script may run. */
export function brandScriptHash(): string {
  return `'sha256-${createHash('sha256').update(BRAND_SCRIPT).digest('base64')}'`
}

export function bootShellPlugin(): Plugin {
  let base = '/'
  return {
    name: 'storefront:boot-shell',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const script: HtmlTagDescriptor = {
          tag: 'script',
          children: BRAND_SCRIPT,
          injectTo: 'head',
        }
        // The dev server has no bundle: its modules load as the browser asks for them.
        if (!context.bundle) return [script]
        const files = firstPageFiles(context.bundle, base)
        const metas = Object.entries(files).map(([brand, hrefs]): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs: { name: `first-page-modules-${brand}`, content: hrefs.join(' ') },
          injectTo: 'head',
        }))
        return [...metas, script]
      },
    },
  }
}
