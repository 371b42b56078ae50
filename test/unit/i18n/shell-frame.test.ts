import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { basename, relative } from 'node:path'
import { brandOfPath, shellFrameOfPath } from '../../../src/i18n/resolve-locale'
import { ROUTES, routeAndAncestors, sourceFilesUnder } from '../../support/route-files'

/**
 * The static shell draws the frame of a page before the router has loaded, so it cannot read the
 * routes' `staticData`; `shellFrameOfPath` names the paths whose frame differs from their brand.
 * This reads every page's route file and the layout routes above it, as the app resolves them
 * (the deepest declared layout and brand win; docs/routes.md#layouts), and asks that the shell
 * agrees: no header frame where the page has no header, else the page's brand look.
 */

const declared = (files: string[], key: 'layout' | 'brand') =>
  files
    .map((file) =>
      new RegExp(`staticData:[^}]*\\b${key}: '([^']+)'`).exec(readFileSync(file, 'utf8')),
    )
    .find((match) => match)?.[1]

/** The pages a person sees: route files with a component, not the layout routes around them. */
const pages = sourceFilesUnder(ROUTES)
  .filter((file) => !file.includes('/-') && basename(file) !== 'route.tsx')
  .filter((file) => !file.endsWith('__root.tsx'))
  .map((file) => {
    const text = readFileSync(file, 'utf8')
    const id = /createFileRoute\(\s*'([^']+)'/.exec(text)?.[1]
    return { file, id, rendersItself: /\bcomponent:/.test(text) }
  })

function expectedFrame(file: string, path: string) {
  const chain = routeAndAncestors(file)
  if ((declared(chain, 'layout') ?? 'default') === 'default') return 'bare'
  return declared(chain, 'brand') ?? brandOfPath(path)
}

describe('the static shell frames each page as its first render does', () => {
  it('reads the route files', () => {
    expect(pages.length).toBeGreaterThan(40)
    expect(pages.every((page) => page.id)).toBe(true)
  })

  // A route without a component of its own only redirects: its first render is another page's.
  it.each(
    pages.filter((page) => page.rendersItself).map((page) => [relative(ROUTES, page.file), page]),
  )('%s', (_name, { file, id }) => {
    const path = id!.replace(/\$[^/]+/g, '1')
    expect(shellFrameOfPath(path, brandOfPath)).toBe(expectedFrame(file, path))
  })

  it('has no header frame on the style guide and the root path, with or without a trailing slash', () => {
    for (const path of ['/', '/playground/style', '/playground/style/'])
      expect(shellFrameOfPath(path, brandOfPath)).toBe('bare')
    expect(shellFrameOfPath('/playground/styles', brandOfPath)).toBe('none')
    expect(shellFrameOfPath('/17shop/orders/', brandOfPath)).toBe('live')
  })
})
