import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

// Leave the shared sandbox open for whatever runs next on this server.
test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('under maintenance, opening any page lands on the main site', async ({ page, request }) => {
  await request.post('/__sandbox/maintenance', { data: { maintaining: true } })

  for (const path of ['/error/not-found', '/no/such/page?locale=ja']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/__sandbox\/main-site$/)
    await expect(page.getByRole('heading', { name: 'Main site' })).toBeVisible()
  }
})

test('once maintenance is over, the main site links back into the shop', async ({
  page,
  request,
}) => {
  await request.post('/__sandbox/maintenance', { data: { maintaining: true } })
  await page.goto('/error/not-found')
  await expect(page).toHaveURL(/\/__sandbox\/main-site$/)

  await request.post('/__sandbox/maintenance', { data: { maintaining: false } })
  const checked = page.waitForResponse((answer) => answer.url().endsWith('/maintenance-status'))
  await page.getByRole('link', { name: 'Back to the shop' }).click()
  // The shop's boot check answers "open", and the shop stays instead of sending us away again.
  expect(await (await checked).json()).toEqual({ maintaining: false })
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
})
