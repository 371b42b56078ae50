import { expect, test, type Page, type Request } from './support/test'
import { readManifest, staticClosure } from '../../scripts/bench/manifest'

/**
 * A data page's first API calls start while its code loads, not after it: with the page's own
 * route chunks held back, the calls still go out; once the code arrives the page shows their
 * answers, each asked for once. Held, not timed: the order is what is checked.
 */

const manifest = readManifest('dist')

/** The chunk holding a route file's loader (and its page), as the build split it. */
function loaderChunkOf(routeFile: string): string {
  const key = Object.keys(manifest).find(
    (name) => name.startsWith(`src/routes/${routeFile}?`) && name.includes('loader'),
  )
  if (!key) throw new Error(`no loader chunk for ${routeFile} in the build's manifest`)
  return `/${manifest[key]!.file}`
}

/** Holds the given files until the returned function is called. */
async function holdFiles(page: Page, files: string[]): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  for (const file of files) {
    await page.route(`**${file}`, async (route) => {
      await released
      await route.continue()
    })
  }
  return release
}

function countRequests(page: Page, pattern: RegExp): () => number {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname + new URL(request.url()).search))
      seen.push(request)
  })
  return () => seen.length
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('the store top asks for its store and products while its code is still loading', async ({
  page,
}) => {
  const release = await holdFiles(page, [
    loaderChunkOf('stores/$storeSlug/route.tsx'),
    loaderChunkOf('stores/$storeSlug/marketplace/index.tsx'),
  ])
  const storeCalls = countRequests(page, /^\/api\/v2\/buyer\/stores\/sakura-select$/)
  const listCalls = countRequests(page, /^\/api\/v2\/stores\/101\/products\?/)
  const listAsked = page.waitForRequest(/\/api\/v2\/stores\/101\/products\?/)
  const storeAsked = page.waitForRequest(/\/api\/v2\/buyer\/stores\/sakura-select$/)
  await page.goto('/stores/sakura-select/marketplace?locale=en', { waitUntil: 'commit' })
  const list = await listAsked
  await storeAsked
  expect(new URL(list.url()).searchParams.get('page')).toBe('1')
  expect(list.headers()['accept-language']).toBe('en')

  release()
  await expect(page.getByRole('heading', { name: 'さくらセレクト', level: 1 })).toBeVisible()
  await expect(page.locator('a[href*="/marketplace/products/3001"]').first()).toBeVisible()
  expect(storeCalls()).toBe(1)
  expect(listCalls()).toBe(1)
})

test('a store opened again asks for its products with the remembered id, before its look-up answers', async ({
  page,
}) => {
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await expect(page.getByRole('heading', { name: 'さくらセレクト', level: 1 })).toBeVisible()

  // Opened again in a fresh load: the store look-up's answer is held until the list has gone out.
  let listSent!: () => void
  const sent = new Promise<void>((resolve) => (listSent = resolve))
  await page.route(/\/api\/v2\/buyer\/stores\/sakura-select$/, async (route) => {
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 5000))])
    await route.continue()
  })
  const order: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/v2/stores/101/products') {
      order.push('list asked')
      listSent()
    }
  })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v2/buyer/stores/sakura-select')
      order.push('store answered')
  })
  await page.reload()
  await expect(page.locator('a[href*="/marketplace/products/3001"]').first()).toBeVisible()
  expect(order).toEqual(['list asked', 'store answered'])
})

test('a product page asks for its product while its code is still loading, in the page language', async ({
  page,
}) => {
  const release = await holdFiles(page, [
    loaderChunkOf('stores/$storeSlug/route.tsx'),
    loaderChunkOf('stores/$storeSlug/marketplace/products/$productId.tsx'),
  ])
  const productCalls = countRequests(page, /^\/api\/v2\/stores\/101\/products\/3001$/)
  const productAsked = page.waitForRequest(/\/api\/v2\/stores\/101\/products\/3001$/)
  await page.goto('/stores/sakura-select/marketplace/products/3001?locale=ja', {
    waitUntil: 'commit',
  })
  expect((await productAsked).headers()['accept-language']).toBe('ja')

  release()
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible()
  expect(productCalls()).toBe(1)
})

test('a page left by its guard asks nothing early: a product id that cannot be one', async ({
  page,
}) => {
  const productCalls = countRequests(page, /^\/api\/v2\/stores\/101\/products\//)
  await page.goto('/stores/sakura-select/marketplace/products/abc?locale=en')
  await expect(page).toHaveURL(/\/error\/not-found/)
  expect(productCalls()).toBe(0)
})

test("a liver's link asks for its default tab's code beside the sign-on, not after the redirect", async ({
  page,
}) => {
  // The link names no tab: the storefront opens the stream's products once its guards have run.
  // Held at the sign-on exchange, before any guard could pass, the tab's code is asked for all
  // the same.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/17shop/buyer/login', async (route) => {
    await released
    await route.continue()
  })
  const tabCode = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname ===
      loaderChunkOf('17shop/buyer/livers/$liverId/stream-products.tsx'),
  )
  await page.goto(
    '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001&locale=en',
    {
      waitUntil: 'commit',
    },
  )
  await tabCode

  release()
  await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1001\/stream-products\?/)
  const stream = page.getByRole('list', { name: 'Products in this stream' })
  await expect(stream.getByRole('link', { name: '北海道産 いくら醤油漬け' })).toBeVisible()
})

test('a live storefront with a stored session looks its store up beside the session check, not after', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001')
  const stream = page.getByRole('list', { name: 'この配信の商品' })
  await expect(stream.getByRole('link', { name: '北海道産 いくら醤油漬け' })).toBeVisible()

  // Reopened with the session stored: the buyer check (GET /me) is held until the store look-up
  // goes out, or for a few seconds, which only a look-up waiting for the check would need.
  const events: string[] = []
  let storeAsked!: () => void
  const asked = new Promise<void>((resolve) => (storeAsked = resolve))
  page.on('request', (request) => {
    if (/\/api\/v1\/17shop\/stores\/query\?/.test(request.url())) {
      events.push('store asked')
      storeAsked()
    }
  })
  await page.route('**/api/v1/17shop/me', async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))])
    events.push('buyer answered')
    await route.continue()
  })
  await page.reload()
  await expect(stream.getByRole('link', { name: '北海道産 いくら醤油漬け' })).toBeVisible()
  expect(events.slice(0, 2)).toEqual(['store asked', 'buyer answered'])
})

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
const entryScript = `/${manifest[entryKey]!.file}`

/** The API client's chunks a page loads beyond the shell (the entry and what it imports). */
function apiClientFiles(): string[] {
  const shell = staticClosure(manifest, [entryKey])
  return [...staticClosure(manifest, ['src/app/api-client-instance.ts'])]
    .filter((key) => !shell.has(key))
    .map((key) => `/${manifest[key]!.file}`)
}

test('a data page fetches its API client beside the entry script, before the entry has run', async ({
  page,
}) => {
  const client = apiClientFiles()
  const release = await holdFiles(page, [entryScript])
  const fetched = client.map((file) =>
    page.waitForRequest((r) => new URL(r.url()).pathname === file),
  )
  await page.goto('/stores/sakura-select/marketplace/products/3001?locale=en', {
    waitUntil: 'commit',
  })
  // The entry is still held: only the page's own head can have asked for these.
  await Promise.all(fetched)

  release()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
})

test('an error page makes no call and fetches no API client', async ({ page }) => {
  const client = new Set(apiClientFiles())
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
  await page.goto('/error/not-found?locale=en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => client.has(path))).toEqual([])
})
