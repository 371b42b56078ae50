import { expect, test, type APIRequestContext, type Page } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/**
 * The not-found page's component is a lazily loaded chunk: a script the built index.html does not
 * reference. Its name carries a build hash, so it is recognised by what index.html leaves out.
 */
async function failLazyNotFoundChunk(page: Page, request: APIRequestContext, times: number) {
  const html = await (await request.get('/')).text()
  const eager = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]))
  let failed = 0
  await page.route('**/assets/not-found-*.js', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (!eager.has(path) && failed < times) {
      failed++
      await route.abort('failed')
    } else {
      await route.continue()
    }
  })
  return { failures: () => failed }
}

/** Every time the browser loads a document, as the path it asked for. */
function countDocumentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url())
      loads.push(url.pathname + url.search)
    }
  })
  return loads
}

test('a page whose code fails to load is reloaded once at the same address, then shows', async ({
  page,
  request,
}) => {
  const chunk = await failLazyNotFoundChunk(page, request, 1)
  const loads = countDocumentLoads(page)

  await page.goto('/error/not-found?locale=ja')

  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible()
  expect(chunk.failures()).toBe(1)
  expect(loads).toEqual(['/error/not-found?locale=ja', '/error/not-found?locale=ja'])
})

test('a page whose code fails again after the reload shows the error page, with no reload loop', async ({
  page,
  request,
}) => {
  const chunk = await failLazyNotFoundChunk(page, request, Infinity)
  const loads = countDocumentLoads(page)

  await page.goto('/error/not-found')

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  // Give a loop the time to show itself: a third load would come right after the second failure.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
  expect(loads).toEqual(['/error/not-found', '/error/not-found'])
  expect(chunk.failures()).toBe(2)
  await expect(page).toHaveURL(/\/error\/not-found$/)

  // The second failure reaches the error service, once.
  const chunkReports = async () => {
    const body = (await (await request.get('/__sandbox/reports')).json()) as {
      reports: { exception: { value: string } | null }[]
    }
    return body.reports.filter(
      (report) => report.exception?.value === 'A page failed to load twice: /error/not-found',
    ).length
  }
  await expect.poll(chunkReports, { timeout: 15_000 }).toBe(1)
  // ...and nothing else: the follow-on error of the missing page code is not a second report.
  const all = (await (await request.get('/__sandbox/reports')).json()) as { reports: unknown[] }
  expect(all.reports).toHaveLength(1)
})
