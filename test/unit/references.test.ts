import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Comments, test titles and docs state a rule or point at a page in docs/; they never cite a
 * document a reader of the repository does not have (a product spec's or design's numbered
 * section, an issue, the project's notes). And a pointer into docs/ must resolve: the page exists
 * and, when it names a heading (`docs/errors.md#checkout`), the page has that heading.
 */
const ROOT = process.cwd()
const FOLDERS = ['src', 'machines', 'sandbox', 'test', 'scripts', 'docs', '.ci']
const ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'playwright.config.ts',
  'lingui.config.ts',
  'index.html',
]
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|html)$|^run$/
/** Written by the router plugin from the route files, which the scan reads themselves. */
const GENERATED = [/^src\/routeTree\.gen\.ts$/]
const THIS_FILE = 'test/unit/references.test.ts'

/** Ways to cite a document outside the repository, each with what it cites. */
const CITATIONS: { pattern: RegExp; why: string }[] = [
  { pattern: /\bspecs?\s*(section\s*)?\d/i, why: 'numbered section of the product spec' },
  { pattern: /\bspec-\d/i, why: 'product spec section written as spec-N' },
  { pattern: /\b(the|its|whose|our|product) spec\b|\bspec's\b/i, why: 'product spec by name' },
  { pattern: /\bdesign(\.md)?\s*(section\s*)?\d/i, why: 'numbered section of the design notes' },
  { pattern: /\bsection\s+\d/i, why: 'numbered section of an outside document' },
  { pattern: /\b(issue|ticket|PR)\s*#?\d/i, why: 'issue or pull request number' },
  {
    pattern: /storefront-spec|design\.md|sandbox-contract\.md|\/work\/shared/i,
    why: 'document outside the repository',
  },
]

function walk(folder: string): string[] {
  if (!existsSync(join(ROOT, folder))) return []
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`
    if (name === 'node_modules') return []
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : [path]
  })
}

const files = [
  ...FOLDERS.flatMap(walk),
  ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file))),
]
  .filter((file) => TEXT.test(file.split('/').pop()!))
  .filter((file) => file !== THIS_FILE && !GENERATED.some((pattern) => pattern.test(file)))

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

const anchorsByFile = new Map<string, Set<string>>()
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file)
  if (!anchors) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    anchors = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)))
    anchorsByFile.set(file, anchors)
  }
  return anchors
}

/** Where a pointer leads: `docs/x.md` from the repository root, a markdown link from its page. */
function resolvePointer(from: string, target: string): string {
  if (target.startsWith('docs/')) return target
  return relative(ROOT, normalize(join(ROOT, dirname(from), target)))
}

describe('references in comments, test titles and docs', () => {
  it('scans the whole repository', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(files).toContain('src/api/http.ts')
    expect(files).toContain('docs/errors.md')
  })

  it.each(CITATIONS)('cite no $why', ({ pattern }) => {
    const found = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(found, 'state the rule, or point at a page in docs/ (docs/errors.md#checkout)').toEqual(
      [],
    )
  })

  it('point only at docs pages and headings that exist', () => {
    const broken: string[] = []
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8')
      const pointers = [
        ...[...text.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].map((match) => match[0]),
        ...(file.endsWith('.md')
          ? [...text.matchAll(/\]\(([^)\s]+\.md(?:#[\w-]+)?|#[\w-]+)\)/g)].map((match) => match[1]!)
          : []),
      ]
      for (const pointer of pointers) {
        if (/^[a-z]+:/.test(pointer)) continue
        const [path = '', anchor] = pointer.split('#')
        const target = path === '' ? file : resolvePointer(file, path)
        if (!existsSync(join(ROOT, target))) broken.push(`${file}: ${pointer} (no such page)`)
        else if (anchor && !anchorsOf(target).has(anchor))
          broken.push(`${file}: ${pointer} (no heading #${anchor})`)
      }
    }
    expect(broken).toEqual([])
  })

  it('docs name only files of the repository that exist', () => {
    const missing = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [
          ...readFileSync(join(ROOT, file), 'utf8').matchAll(
            /`((?:src|machines|sandbox|scripts|test)\/[^`\s]+)`/g,
          ),
        ]
          .map((match) => match[1]!.replace(/\/$/, ''))
          .filter((path) => !/[*{}<>]/.test(path) && !existsSync(join(ROOT, path)))
          .map((path) => `${file}: ${path}`),
      )
    expect(missing, 'a file moved: update the page that names it').toEqual([])
  })

  it('catches a citation and a broken pointer when there is one', () => {
    const cites = (line: string) => CITATIONS.some(({ pattern }) => pattern.test(line))
    expect(cites('// Spec 2: order ids are numeric')).toBe(true)
    expect(cites('/** The error codes of spec 8 */')).toBe(true)
    expect(cites(' * (design 8): an in-app path only')).toBe(true)
    expect(cites('// issue 5 item 3')).toBe(true)
    expect(cites('// see design.md section 7')).toBe(true)
    expect(cites('// spec-8 codes')).toBe(true)
    expect(cites('// order ids are numeric (docs/routes.md#ids-in-paths)')).toBe(false)
    expect(cites('const spec = contractSpec(name, call)')).toBe(false)
    expect(cites("test('checkout.spec.ts')")).toBe(false)
    expect(anchorsOf('docs/errors.md').has('checkout')).toBe(true)
    expect(anchorsOf('docs/errors.md').has('no-such-heading')).toBe(false)
    expect(anchorOf('One order per intent')).toBe('one-order-per-intent')
    expect(anchorOf('Marketplace (`/stores/{storeSlug}/…`)')).toBe('marketplace-storesstoreslug')
  })
})
