import { expect, test, type Page } from './support/test'
import { addMug, addAddress, fillContact, STORE, typeCard } from './support/marketplace-checkout'
import { logInAsMember } from './support/member-login'
import { addToLiveCart } from './support/live-checkout'
import { payAsReturningBuyer, type Tally } from './support/returning-buyer'

/**
 * From the cart to a paid order, counted: a returning buyer (FIXTURES.md: the member, buyer-jp,
 * buyer-tw, each with saved addresses, cards and past orders) presses each step's main button
 * and answers only what a step then asks. The steps need four presses (Next, Next, Place the
 * order, Pay now) and a returning buyer types nothing; a first-time guest types only what no one
 * could know, into fields a browser can fill for them.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const PAID = /The payment is complete/
const RETURNING = { presses: 4, typed: [] as string[] }

function expectAtMostGoal(tally: Tally) {
  const said = tally.log.join(', ')
  test.info().annotations.push({ type: 'presses', description: `${tally.presses}: ${said}` })
  expect(tally.typed, said).toEqual(RETURNING.typed)
  expect(tally.presses, said).toBeLessThanOrEqual(RETURNING.presses)
}

test('the marketplace member, who paid at a convenience store last, gets its number in four presses', async ({
  page,
}) => {
  // The member's latest order in sakura-select (9002) is paid at a convenience store.
  await logInAsMember(page)
  await addMug(page)
  await page.goto(`${STORE}/checkout?locale=en`)
  const tally = await payAsReturningBuyer(page, {
    reached: (p) => p.getByRole('heading', { name: /Lawson/ }),
  })
  expectAtMostGoal(tally)
})

const LIVE_JP = '/17shop/checkout?token=buyer-jp&liver_id=1001&stream_id=7001&locale=en'

async function jpCart(page: Page) {
  await addToLiveCart(page, { buyer: 'buyer-jp', sku: 40021, streamId: 7001 })
  await page.goto(LIVE_JP)
}

for (const { method, name, reached } of [
  { method: /^Card/, name: 'a paid order', reached: (p: Page) => p.getByText(PAID) },
  {
    method: /^Convenience store/,
    name: 'the convenience-store payment number',
    reached: (p: Page) => p.getByRole('heading', { name: /FamilyMart/ }),
  },
  { method: /^PayPay/, name: "PayPay's page", reached: () => /\/__sandbox\/pay\/paypay\/\d+$/ },
]) {
  test(`buyer-jp, who paid this way last, reaches ${name} in four presses`, async ({ page }) => {
    // The first order makes this the way the buyer paid last in this store; the second counts.
    await jpCart(page)
    await payAsReturningBuyer(page, { method, reached })
    await jpCart(page)
    const tally = await payAsReturningBuyer(page, { method, reached })
    expectAtMostGoal(tally)
  })
}

test('buyer-tw pays by card in four presses, typing nothing', async ({ page }) => {
  await addToLiveCart(page, { buyer: 'buyer-tw', sku: 42011, streamId: 8001 })
  await page.goto('/17shop/tw-checkout?token=buyer-tw&liver_id=2001&stream_id=8001&locale=en')
  // PayUni's own page takes the card's confirmation: the presses are counted up to it.
  const tally = await payAsReturningBuyer(page, { reached: () => /\/__sandbox\/pay\/payuni\/\d+$/ })
  expectAtMostGoal(tally)
})

test('a first-time guest types only name, address, contact and card, every field autocompletable', async ({
  page,
}) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout?locale=en`)
  // What no one could know, typed through the shared steps; every field typed is counted.
  const typed: (string | null)[] = []
  await page.exposeFunction('__typed', (token: string | null) => typed.push(token))
  await page.addInitScript(() => {
    document.addEventListener('change', (event) => {
      const field = event.target
      if (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox')
        void (window as unknown as { __typed: (t: string) => void }).__typed(
          `${field.autocomplete} ${field.inputMode || field.type}`,
        )
    })
  })
  await page.reload()
  const tally = await payAsReturningBuyer(page, {
    reached: (p) => p.getByRole('heading', { name: 'Shipping and payment' }),
  })
  const delivery = page.getByRole('radio', { name: /^Delivery(?!,)/ })
  if (!(await delivery.isChecked())) await delivery.check()
  await addAddress(page)
  const card = page.getByRole('radio', { name: /^Card/ })
  if (!(await card.isChecked())) await card.check()
  await fillContact(page)
  await page.getByRole('button', { name: 'Place the order' }).click()
  await typeCard(page, '4111111111111111')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(PAID)).toBeVisible()
  expect(tally.typed).toEqual([])
  expect(typed.length).toBeGreaterThan(0)
  // Each field typed names what it holds, so a browser or password manager fills it, and a
  // phone shows the keyboard it needs (digits for a postcode or a card, the phone pad for tel).
  const KEYBOARD: Record<string, string> = { email: 'email', tel: 'tel', 'postal-code': 'numeric' }
  for (const field of typed) {
    const [token = '', keyboard] = (field ?? '').split(' ')
    expect(token).toMatch(/^(name|email|tel|postal-code|address-|cc-)/)
    expect(keyboard, token).toBe(token.startsWith('cc-') ? 'numeric' : (KEYBOARD[token] ?? 'text'))
  }
})
