import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test, type Page } from './support/test'
import { E2E_WORKERS, serverPort } from './support/servers'

/**
 * A deployment's own payment host: the checkout, an unpaid order's payment and fast checkout all
 * read the one configured allow-list (`VITE_PAYMENT_HOSTS`, docs/reliability.md#redirects).
 *
 * The provider host is this sandbox reached under another name: the sandbox names its provider
 * pages on `PAY_ORIGIN` (`POST /__sandbox/provider-origin`, docs/sandbox.md), and the browser's
 * requests to that https origin are answered by the same sandbox (`page.route` forwards them), as
 * a provider's own host would answer. Its host is never the app's, so only the allow-list lets the
 * browser go there.
 *
 * The default build (the worker's server) refuses it. The other side needs a build made with
 * `VITE_PAYMENT_HOSTS=pay-host.test`: the suite's one extra build, made here in `beforeAll` (so
 * only when this file runs) into node_modules/.cache/payment-hosts-dist and served by its own
 * `vite preview`, with its own sandbox, on the port after the workers' servers.
 */
const PAY_HOST = 'pay-host.test'
const PAY_ORIGIN = `https://${PAY_HOST}`
const OUT_DIR = 'node_modules/.cache/payment-hosts-dist'

const ORDER = '/17shop/orders/9102?token=buyer-jp&locale=en'
const ENTERPRISE = '/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003&locale=en'

/** Answers the browser's requests to the provider host from the sandbox at `origin`. */
async function providerHostAnsweredBy(page: Page, origin: string) {
  await page.route(`${PAY_ORIGIN}/**`, async (route) => {
    const url = route.request().url().replace(PAY_ORIGIN, origin)
    // A redirect (the page's way back to the app) is the browser's to follow.
    const response = await route.fetch({ url, maxRedirects: 0 })
    await route.fulfill({ response })
  })
}

async function providerPagesOn(page: Page, origin: string) {
  await page.request.post(`${origin}/__sandbox/reset`)
  const set = await page.request.post(`${origin}/__sandbox/provider-origin`, {
    data: { origin: PAY_ORIGIN },
  })
  expect(set.ok()).toBe(true)
}

async function payOrderWithPaypay(page: Page, origin: string) {
  await page.goto(`${origin}${ORDER}`)
  await page.getByRole('link', { name: 'Pay with PayPay' }).click()
  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
}

async function buyNow(page: Page, origin: string) {
  await page.goto(`${origin}${ENTERPRISE}`)
  const quick = page.getByRole('region', { name: 'Quick purchase' })
  await quick.getByRole('spinbutton', { name: 'ウール ロングコート / S' }).fill('1')
  await quick.getByRole('button', { name: 'Buy now' }).click()
  return quick
}

test.describe('the default build', () => {
  test('refuses a provider host it was not built with: the unpaid order and fast checkout stay', async ({
    page,
    baseURL,
  }) => {
    await providerPagesOn(page, baseURL!)
    await providerHostAnsweredBy(page, baseURL!)

    await payOrderWithPaypay(page, baseURL!)
    await expect(page.getByText('PayPay could not be opened')).toBeVisible()
    await expect(page).toHaveURL(/\/17shop\/orders\/9102\/payment\/gmo-paypay$/)

    const quick = await buyNow(page, baseURL!)
    await expect(quick.getByRole('alert')).toContainText('could not verify')
    await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1003\//)
  })
})

test.describe('a build with its own payment host', () => {
  let preview: ChildProcess | undefined
  let origin = ''

  // Playwright reads a hook's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(300_000)
    const env = { ...process.env, VITE_PAYMENT_HOSTS: PAY_HOST }
    await new Promise<void>((resolve, reject) => {
      const build = spawn('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
        env,
        stdio: 'ignore',
      })
      build.on('error', reject)
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build: ${code}`))))
    })
    const port = serverPort(E2E_WORKERS + workerInfo.parallelIndex)
    origin = `http://127.0.0.1:${port}`
    preview = spawn(
      'npx',
      ['vite', 'preview', '--outDir', OUT_DIR, '--strictPort', '--port', String(port)],
      { env, stdio: 'ignore', detached: true },
    )
    await expect
      .poll(
        () =>
          fetch(`${origin}/maintenance-status`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(true)
  })

  test.afterAll(() => {
    // The preview and the server npx started under it.
    if (preview?.pid) process.kill(-preview.pid)
  })

  test('pays an unpaid PayPay order on that host and comes back paid', async ({ page }) => {
    await providerPagesOn(page, origin)
    await providerHostAnsweredBy(page, origin)

    await payOrderWithPaypay(page, origin)
    await expect(page).toHaveURL(new RegExp(`^${PAY_ORIGIN}/__sandbox/pay/paypay/\\d+$`))
    await page.getByRole('button', { name: 'Pay with PayPay' }).click()
    await expect(page).toHaveURL(new RegExp(`^${origin}/17shop/orders/9102/payment/gmo-paypay`))
    await expect(page.getByText('Paid with PayPay')).toBeVisible()
  })

  test("sends a fast checkout to the store's page on that host", async ({ page }) => {
    await providerPagesOn(page, origin)
    await providerHostAnsweredBy(page, origin)

    await buyNow(page, origin)
    await expect(page).toHaveURL(new RegExp(`^${PAY_ORIGIN}/__sandbox/pay/enterprise-checkout\\?`))
    await expect(page.getByText('ウール ロングコート / S × 1')).toBeVisible()
  })
})
