import { expect, test, type APIRequestContext } from './support/test'

interface Report {
  level: string
  exception: { type: string; value: string } | null
  extra: Record<string, unknown>
  request_url: string | null
  release: string | null
  browser: { name: string; version: string | null; engine: string | null; os: string | null } | null
}

async function reportFor(request: APIRequestContext, value: string): Promise<Report | undefined> {
  const body = (await (await request.get('/__sandbox/reports')).json()) as { reports: Report[] }
  return body.reports.find((report) => report.exception?.value === value)
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('an unhandled error thrown in the page reaches the sandbox ingest', async ({
  page,
  request,
}) => {
  await page.goto('/error/not-found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom')
    })
  })

  // Which handler catches it first (ours, or Sentry's timer wrapper) is Sentry's business; the
  // report arriving, with the page it happened on, is ours.
  await expect
    .poll(() => reportFor(request, 'e2e boom'), { timeout: 15_000 })
    .toMatchObject({
      level: 'error',
      exception: { type: 'Error', value: 'e2e boom' },
      request_url: expect.stringContaining('/error/not-found'),
    })
})

test('a report names the browser, its version and the release it came from', async ({
  page,
  request,
}) => {
  await page.goto('/error/not-found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const version = await page.evaluate(() => /Chrome\/([\d.]+)/.exec(navigator.userAgent)?.[1])

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e which browser')
    })
  })

  await expect
    .poll(() => reportFor(request, 'e2e which browser'), { timeout: 15_000 })
    .toMatchObject({
      browser: { name: 'Chrome', version, engine: 'Blink', os: expect.stringMatching(/^Android/) },
      // This package's version and the commit it was built from, as `npm run build` names it.
      release: expect.stringMatching(/^storefront@\d+\.\d+\.\d+\+[0-9a-f]{7,}$/),
    })
})

test('an unhandled rejection is reported too', async ({ page, request }) => {
  await page.goto('/error/not-found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  await page.evaluate(() => {
    void Promise.reject(new RangeError('e2e rejected'))
  })

  await expect
    .poll(() => reportFor(request, 'e2e rejected'), { timeout: 15_000 })
    .toMatchObject({
      exception: { type: 'RangeError', value: 'e2e rejected' },
      extra: { source: 'unhandledrejection' },
    })
})

test('an error raised before Sentry loaded is not lost', async ({ page, request }) => {
  // Runs before the app's scripts; its load listener fires before the app starts loading Sentry.
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      document.documentElement.dataset.sentryLoadedAtThrow = String('__SENTRY__' in window)
      throw new Error('e2e early boom')
    })
  })
  await page.goto('/error/not-found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-sentry-loaded-at-throw', 'false')

  await expect
    .poll(() => reportFor(request, 'e2e early boom'), { timeout: 15_000 })
    .toMatchObject({
      exception: { type: 'Error', value: 'e2e early boom' },
      extra: { source: 'window.error' },
    })
})
