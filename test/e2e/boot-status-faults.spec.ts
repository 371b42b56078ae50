import { expect, test, type APIRequestContext } from './support/test'

interface Report {
  extra: Record<string, unknown>
}

async function faultsLeft(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/__sandbox/faults')).json()) as { faults: unknown[] }
  return body.faults.length
}

async function statusReports(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/__sandbox/reports')).json()) as { reports: Report[] }
  return body.reports.filter((report) => report.extra.call === 'GET /maintenance-status').length
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const failures = [
  { name: 'answers 500', fault: { status: 500, body: { message: 'status service down' } } },
  { name: 'drops the connection', fault: { network: 'abort' } },
]

for (const { name, fault } of failures) {
  test(`a status service that ${name} does not block the shop, and the failure is reported`, async ({
    page,
    request,
  }) => {
    const added = await request.post('/__sandbox/faults', {
      data: { method: 'GET', path: '/maintenance-status', times: 1, ...fault },
    })
    expect(added.status()).toBe(201)

    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/error\/not-found$/)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

    // The app did ask the status service and met the fault (it is used up) ...
    expect(await faultsLeft(request)).toBe(0)
    // ... and reported the failure once Sentry had loaded.
    await expect.poll(() => statusReports(request), { timeout: 15_000 }).toBe(1)
  })
}
