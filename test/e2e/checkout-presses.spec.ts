import { expect, test, type Page } from './support/test'
import { addMug, DONE_PAGE, STORE, validExpiry } from './support/marketplace-checkout'
import { sandboxOrders } from './support/sandbox'
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

/** Every field typed (its autocomplete token and keyboard) and every button pressed, counted. */
async function countTypedAndPressed(page: Page) {
  const typed: string[] = []
  const pressed: string[] = []
  await page.exposeFunction('__typed', (token: string) => typed.push(token))
  await page.exposeFunction('__pressed', (label: string) => pressed.push(label))
  await page.addInitScript(() => {
    const report = window as unknown as {
      __typed: (t: string) => Promise<void>
      __pressed: (t: string) => Promise<void>
    }
    document.addEventListener('change', (event) => {
      const field = event.target
      if (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox')
        void report.__typed(`${field.autocomplete} ${field.inputMode || field.type}`)
    })
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null
        const pressable = target?.closest('button, a, input[type=radio], input[type=checkbox]')
        if (pressable) void report.__pressed(pressable.textContent?.trim() || pressable.outerHTML)
      },
      true,
    )
  })
  return { typed, pressed }
}

test('a first-time guest types 8 fields and presses Next, Next, Place the order, Pay now', async ({
  page,
}) => {
  await addMug(page)
  const { typed, pressed } = await countTypedAndPressed(page)
  await page.goto(`${STORE}/checkout?locale=en`)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Shipping and payment' })).toBeVisible()
  // What no one could know, once each: the new address (its postcode looks itself up, and the
  // contact phone and name default from it), the e-mail, and the card on the done page.
  const address = page.getByRole('form', { name: 'New address' })
  await address.getByLabel("Recipient's name").fill('山田 花子')
  await address.getByLabel('Phone number').fill('09012345678')
  await address.getByLabel('Postcode').fill('1000001')
  await expect(address.getByLabel('Prefecture')).toHaveValue('東京都')
  await address.getByLabel('Street address and building').fill('1-1')
  await page.getByLabel('E-mail address').fill('hanako@example.com')
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked()
  await expect(page.getByText('¥3,660').first()).toBeVisible()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(DONE_PAGE)
  const form = page
    .getByRole('group', { name: 'Pay by card' })
    .getByRole('form', { name: 'New card' })
  await form.getByLabel('Card number').fill('4111111111111111')
  await form.getByLabel('Expiry (MM/YY)').fill(await validExpiry(page))
  await form.getByLabel('Security code').fill('123')
  // Pay now with the card typed: it is added, then paid with.
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(PAID)).toBeVisible()

  test.info().annotations.push({ type: 'typed', description: typed.join(', ') })
  expect(pressed).toEqual(['Next', 'Next', 'Place the order', 'Pay now'])
  expect(typed.length).toBeLessThanOrEqual(8)
  // The order is paid, once, to the address typed.
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment?.status).toBe('paid')
  // Each field typed names what it holds, so a browser or password manager fills it, and a
  // phone shows the keyboard it needs (digits for a postcode or a card, the phone pad for tel).
  const KEYBOARD: Record<string, string> = { email: 'email', tel: 'tel', 'postal-code': 'numeric' }
  for (const field of typed) {
    const [token = '', keyboard] = field.split(' ')
    expect(token).toMatch(/^(name|email|tel|postal-code|address-|cc-)/)
    expect(keyboard, token).toBe(token.startsWith('cc-') ? 'numeric' : (KEYBOARD[token] ?? 'text'))
  }
})
