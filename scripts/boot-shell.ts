import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { brandOfPath, shellFrameOfPath } from '../src/i18n/resolve-locale.ts'

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
  `var frame = (${shellFrameOfPath.toString()})(location.pathname, ${brandOfPath.toString()});`,
  `if (frame === 'bare') document.documentElement.dataset.shell = frame;`,
  `else if (frame !== 'none') document.documentElement.dataset.brand = frame;`,
].join('\n')

/** The policy's permission for the script: its hash, so no other inline script may run. */
export function brandScriptHash(): string {
  return `'sha256-${createHash('sha256').update(BRAND_SCRIPT).digest('base64')}'`
}

export function bootShellPlugin(): Plugin {
  return {
    name: 'storefront:boot-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: BRAND_SCRIPT, injectTo: 'head' }],
    },
  }
}
