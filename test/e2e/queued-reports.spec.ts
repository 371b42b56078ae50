import { expect, test, type APIRequestContext } from './support/test'

interface Report {
  timestamp: string
  exception: { value: string } | null
}

async function reportFor(request: APIRequestContext, value: string) {
  const body = (await (await request.get('/__sandbox/reports')).json()) as { reports: Report[] }
  return body.reports.find((report) => report.exception?.value === value)
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('an error raised before Sentry loaded keeps the moment it happened, before what came later', async ({
  page,
  request,
}) => {
  // The browser's clock is ours and stands still: the page loads at `start`, and Sentry, which
  // waits for the page and an idle moment (both timed by this clock), loads an hour later.
  const start = Date.parse('2030-03-01T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      throw new Error('e2e early boom, timed')
    })
  })
  await page.goto('/error/not-found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false)
  await page.clock.fastForward('01:00:00')
  await page.clock.resume()
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true)
  // Something later, once Sentry is there: its moment is an hour on.
  await page.evaluate(() => {
    const error = new Error('e2e late boom, timed')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
  })

  await expect
    .poll(() => reportFor(request, 'e2e late boom, timed'), { timeout: 15_000 })
    .toBeTruthy()
  const early = await reportFor(request, 'e2e early boom, timed')
  const late = await reportFor(request, 'e2e late boom, timed')
  // Raised as the page loaded, not when the SDK came an hour later.
  expect(Date.parse(early!.timestamp) - start).toBeLessThan(60_000)
  expect(Date.parse(late!.timestamp) - start).toBeGreaterThanOrEqual(3_600_000)
})
