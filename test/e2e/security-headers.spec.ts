import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './support/test'

// The security headers of docs/reliability.md#untrusted-text: sent with every page and file of
// the app by the server `npm start` runs, and the policy is the one inside index.html.
const CHECKOUT = '/stores/sakura-select/marketplace/checkout/step-category'

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'")

test('the checkout, the app shell and its files come with the security headers', async ({
  request,
}) => {
  const page = await request.get(CHECKOUT)
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1]
  expect(script).toBeTruthy()
  for (const answer of [page, await request.get('/'), await request.get(script ?? '')]) {
    expect(answer.ok()).toBe(true)
    const headers = answer.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  }
  // One policy: the page's meta tag is the header without what only a header can say.
  const meta = metaPolicy(await page.text())
  expect(meta).toContain("base-uri 'none'")
  expect(page.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`)
})

test('another site cannot show the checkout in a frame', async ({ page, baseURL }) => {
  // Another origin (the same server named by localhost) frames the checkout and, to show that
  // framing works at all, a sandbox page: it stands for another host and sends no app headers.
  const app = new URL(baseURL ?? '')
  const elsewhere = new URL('/__sandbox/main-site', app)
  elsewhere.hostname = 'localhost'
  await page.goto(elsewhere.href)
  const refused = page.waitForEvent('console', (message) =>
    /frame-ancestors 'none'/.test(message.text()),
  )
  await page.setContent(`
    <iframe id="shop" src="${new URL(CHECKOUT, app).href}"></iframe>
    <iframe id="control" src="${new URL('/__sandbox/main-site', app).href}"></iframe>`)
  await expect(page.frameLocator('#control').getByRole('link').first()).toBeVisible()
  await refused
  await expect(page.frameLocator('#shop').locator('#root')).toHaveCount(0)
})

/** The header file static hosts read, as the build wrote it: each path pattern and its headers. */
function headersFileRules(): { path: string; headers: Record<string, string> }[] {
  const text = readFileSync(join(import.meta.dirname, '../../dist/_headers'), 'utf8')
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [path = '', ...rows] = block.split('\n')
      const headers = Object.fromEntries(
        rows.map((row) => {
          const colon = row.indexOf(':')
          return [row.slice(0, colon).trim().toLowerCase(), row.slice(colon + 1).trim()]
        }),
      )
      return { path: path.trim(), headers }
    })
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern

test('`npm start` sends every header the static hosts’ header file gives, path by path', async ({
  request,
}) => {
  const rules = headersFileRules()
  expect(rules.map((rule) => rule.path)).toEqual(expect.arrayContaining(['/*', '/assets/*']))
  const page = await request.get(CHECKOUT)
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1]
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(
    await page.text(),
  )?.[1]
  expect(script).toMatch(/^\/assets\//)
  expect(stylesheet).toMatch(/^\/assets\//)
  for (const path of ['/', CHECKOUT, script!, stylesheet!]) {
    const answer = await request.get(path)
    expect(answer.ok(), path).toBe(true)
    const expected = Object.assign(
      {},
      ...rules.filter((rule) => matches(rule.path, path)).map((rule) => rule.headers),
    ) as Record<string, string>
    expect(answer.headers(), path).toMatchObject(expected)
    if (!path.startsWith('/assets/'))
      expect(answer.headers()['cache-control'] ?? '').not.toContain('immutable')
  }
})
