import { expect, test, type Page } from './support/test'
import { FAULT_CALLS, type FaultCall } from './model/fault-calls'
import { pageErrorsOf, watchPageErrors } from './support/page-errors'
import { sandboxOrders } from './support/sandbox'

/**
 * The live shops' fault matrix (docs/sandbox.md, Faults): each call that makes or pays an order
 * or hands the buyer to a payment page (test/e2e/model/fault-calls.ts) × every failure × before
 * and after its effect. Whatever happens: at most one order and one charge, one clear message, what
 * was typed or chosen kept, no uncaught page error, no page but this origin's (the sandbox's
 * provider pages are on it). Before the effect, one buyer meets every failure in turn at the same
 * press. After it, each failure is a test of its own with a fresh order, for every call.
 */
const WRONG_TYPED = { data: { id: 'abc', form_url: 42, redirect_url: 42, pay_redirect_url: 42 } }

const FAULTS: { name: string; fault: Record<string, unknown> }[] = [
  { name: 'network abort', fault: { network: 'abort' } },
  { name: '500', fault: { status: 500 } },
  { name: '502', fault: { status: 502 } },
  { name: '503', fault: { status: 503 } },
  { name: '429', fault: { status: 429 } },
  { name: 'hung', fault: { delayMs: 1500 } },
  // A garbled answer before the effect carries a body of its own: the route never runs.
  { name: 'malformed JSON', fault: { malformed: true } },
  { name: 'wrong-typed JSON', fault: { status: 200, body: WRONG_TYPED } },
]

const inject = async (page: Page, data: Record<string, unknown>) => {
  const response = await page.request.post('/__sandbox/faults', { data: { times: 1, ...data } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** One problem said on the page besides the order's number, in words, not a raw answer. */
async function oneClearMessage(page: Page) {
  const problem = page
    .getByRole('alert')
    .filter({ hasText: /\S/ })
    .filter({
      hasNotText: /Your order number is/,
    })
  await expect(problem).toHaveCount(1)
  await expect(problem).not.toContainText(/Sandbox fault|undefined|NaN|\[object|null|abc/)
}

async function atMostOneOrderAndCharge(page: Page) {
  const orders = await sandboxOrders(page)
  expect(orders.length, 'orders').toBeLessThanOrEqual(1)
  const paid = orders.flatMap((o) => o.payment_attempts).filter((a) => a.outcome === 'paid')
  expect(paid.length, 'charges').toBeLessThanOrEqual(1)
}

const pages: string[] = []

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page, request, baseURL }) => {
  await request.post('/__sandbox/reset')
  watchPageErrors(page)
  pages.length = 0
  const origin = new URL(baseURL!).origin
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin)
      pages.push(frame.url())
  })
})

test.afterEach(async ({ page }) => {
  expect(pageErrorsOf(page), 'uncaught errors on the page').toEqual([])
  expect(pages, 'pages off this origin').toEqual([])
  await atMostOneOrderAndCharge(page)
})

/** Nothing of the call's effect happened: no order, or no charge. */
async function noEffect(page: Page, call: FaultCall, ordersBefore: number) {
  const orders = await sandboxOrders(page)
  expect(orders.length).toBe(ordersBefore)
  if (call.effect === 'payment')
    expect(orders.flatMap((o) => o.payment_attempts).filter((a) => a.outcome === 'paid')).toEqual(
      [],
    )
}

for (const call of FAULT_CALLS) {
  test(`${call.name}, refused before its effect: one message, nothing done, all kept, for each failure; held, then done once`, async ({
    page,
  }) => {
    await call.ready(page)
    const ordersBefore = (await sandboxOrders(page)).length
    for (const row of FAULTS.filter((f) => f.name !== 'hung')) {
      await test.step(row.name, async () => {
        const body = row.name === 'malformed JSON' ? { body: WRONG_TYPED } : {}
        await inject(page, { ...call.call, ...row.fault, ...body })
        await call.press(page)
        await oneClearMessage(page)
        await noEffect(page, call, ordersBefore)
        await call.again(page)
        await call.kept(page)
      })
    }
    await test.step('hung, then answered', async () => {
      await inject(page, { ...call.call, delayMs: 1500 })
      await call.press(page)
      await call.done(page)
    })
  })

  for (const row of FAULTS) {
    test(`${call.name}, answer lost after its effect (${row.name}): done once, or said, and never done twice`, async ({
      page,
    }) => {
      await call.ready(page)
      await inject(page, { ...call.call, ...row.fault, when: 'after' })
      await call.press(page)
      const said = page
        .getByRole('alert')
        .filter({ hasText: /\S/ })
        .filter({
          hasNotText: /Your order number is/,
        })
      const tryAgain = page.getByRole('button', { name: /^Try (PayPay )?again$/ })
      const checkAgain = page.getByRole('button', { name: 'Check again' })
      // Either the page finds what the call did, or it says it could not tell and the next
      // press finds it (or does it then, once). A word shown while the page reads the order
      // again may give way to what it found, so the check waits for where the page rests.
      await expect(async () => {
        if ((await said.count()) === 0) await call.done(page)
        else if (!call.retryIsThePress)
          await expect(tryAgain.or(checkAgain)).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      if ((await said.count()) > 0) {
        await oneClearMessage(page)
        // Said it could not tell: either nothing was done and the page offers to try again, or
        // a payment may be under way and the page only checks it again, never paying twice.
        if (call.retryIsThePress || (await tryAgain.isVisible())) {
          await call.again(page)
          await call.press(page)
          await call.done(page)
        } else {
          await checkAgain.click()
          await oneClearMessage(page)
        }
      }
      await atMostOneOrderAndCharge(page)
    })
  }
}
