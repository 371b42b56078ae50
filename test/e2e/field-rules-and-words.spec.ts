import { expect, test } from './support/test'
import {
  addMug,
  DONE_PAGE,
  orderByCard,
  STORE,
  toShippingStep,
  typeCard,
} from './support/marketplace-checkout'

/**
 * Every field has its rule and a translated message, and keeps what was typed; the store top
 * has its product tabs and knows the end of its pages; the words match the state.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('the store top has normal and printio tabs in its URL, and a page past the end says so', async ({
  page,
}) => {
  await page.goto(`${STORE}?locale=en`)
  const tabs = page.getByRole('navigation', { name: 'Kinds of products' })
  await expect(tabs.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: '有田焼 藍染め マグカップ 300ml' })).toBeVisible()
  await expect(page.getByRole('link', { name: /オリジナルプリントTシャツ/ })).toHaveCount(0)

  await tabs.getByRole('link', { name: 'Made to order' }).click()
  await expect(page).toHaveURL(/[?&]tab=printio/)
  await expect(tabs.getByRole('link', { name: 'Made to order' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: /オリジナルプリントTシャツ/ })).toBeVisible()
  await expect(page.getByRole('link', { name: '有田焼 藍染め マグカップ 300ml' })).toHaveCount(0)
  // The tab is URL state: a reload keeps it.
  await page.reload()
  await expect(page.getByRole('link', { name: /オリジナルプリントTシャツ/ })).toBeVisible()

  await page.goto(`${STORE}?locale=en&page=99`)
  await expect(page.getByText('There is no page 99: this list has only 2 pages.')).toBeVisible()
  await expect(page.getByText(/Page 99 of/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to the last page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
})

test('a new address refuses a phone that is not Japanese and a 10,000-character name, keeping both', async ({
  page,
}) => {
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  const address = page.getByRole('form', { name: 'New address' })
  const longName = '山'.repeat(10_000)
  await address.getByLabel("Recipient's name").fill(longName)
  await address.getByLabel('Phone number').fill('abc')
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(address.getByText('Use at most 50 characters.')).toBeVisible()
  await expect(
    address.getByText('Enter a Japanese phone number, such as 090-1234-5678 or 03-1234-5678.'),
  ).toBeVisible()
  await expect(address.getByLabel("Recipient's name")).toBeFocused()
  await expect(address.getByLabel('Phone number')).toHaveValue('abc')
  await expect(address.getByLabel("Recipient's name")).toHaveValue(longName)
})

test("the contact phone speaks the phone rule's words, the address form's, in English and Japanese", async ({
  page,
}) => {
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  const contact = page.getByRole('group', { name: 'Your contact details' })
  const address = page.getByRole('form', { name: 'New address' })
  await contact.getByLabel('Phone number').fill('abc')
  await address.getByLabel('Phone number').fill('abc')
  await page.getByRole('button', { name: 'Place the order' }).click()
  const words = 'Enter a Japanese phone number, such as 090-1234-5678 or 03-1234-5678.'
  await expect(address.getByText(words)).toBeVisible()
  await expect(contact.getByText(words)).toBeVisible()
  await expect(contact.getByLabel('Phone number')).toHaveValue('abc')
  // The rule takes the hyphens its words show.
  await contact.getByLabel('Phone number').fill('090-1234-5678')
  await expect(contact.getByText(words)).toHaveCount(0)

  await page.goto(`${STORE}/checkout/step-shipping-and-payment?locale=ja`)
  const kontakt = page.getByRole('group', { name: 'ご連絡先' })
  await kontakt.getByLabel('電話番号').fill('abc')
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await expect(
    kontakt.getByText('090-1234-5678 や 03-1234-5678 のように、日本の電話番号を入力してください。'),
  ).toBeVisible()
})

test('the done page: an unpaid card order is not thanked; an expired card, or one already saved, is refused; a saved card leaves no number behind', async ({
  page,
}) => {
  await orderByCard(page)
  await expect(page).toHaveURL(DONE_PAGE)
  await expect(
    page.getByRole('heading', { name: 'Your order is placed: pay to complete it' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0)

  const cards = page.getByRole('group', { name: 'Pay by card' })
  const form = cards.getByRole('form', { name: 'New card' })
  await form.getByLabel('Card number').fill('4111 1111 1111 1111')
  await form.getByLabel('Expiry (MM/YY)').fill('12/19')
  await form.getByLabel('Security code').fill('123')
  await form.getByRole('button', { name: 'Add the card' }).click()
  await expect(
    form.getByText('This card has expired. Use a card that is still valid.'),
  ).toBeVisible()
  await expect(form.getByLabel('Expiry (MM/YY)')).toHaveValue('12/19')

  await typeCard(page, '4111111111111111')
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  // Saved with GMO: the number is no longer on the page.
  await expect(form.getByLabel('Card number')).toHaveValue('')
  await expect(form.getByLabel('Security code')).toHaveValue('')

  // The same card again is not added a second time.
  await typeCard(page, '4111111111111111')
  await expect(
    form.getByText('This card is already saved. Choose it in the list above.'),
  ).toBeVisible()
  await expect(cards.getByRole('radio', { name: /1111/ })).toHaveCount(1)

  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
})

test('in Japanese the plural forms read naturally and the header counts the cart', async ({
  page,
}) => {
  await page.goto(`${STORE}/products/3001`)
  const form = page.getByRole('form', { name: 'カートに入れる' })
  await form.getByRole('radio', { name: /藍/ }).check()
  await form.getByRole('button', { name: 'カートに入れる' }).click()
  await expect(form.getByText('1点をカートに入れました。')).toBeVisible()
  await expect(page.getByRole('link', { name: /^カート\s*（1点）$/ })).toBeVisible()
  await page.goto(`${STORE}/checkout`)
  await expect(page.getByText('カート内 1 点')).toBeVisible()
})

test('a toast never covers the control just used', async ({ page }) => {
  await page.goto('/playground/style?locale=en')
  const button = page.getByRole('button', { name: 'Show toast', exact: true }).first()
  await button.scrollIntoViewIfNeeded()
  // Put the control low on the screen, where a bottom toast would sit.
  await button.evaluate((element) => {
    const box = element.getBoundingClientRect()
    window.scrollBy(0, box.top - (window.innerHeight - box.height - 8))
  })
  await page.getByRole('button', { name: 'Show error toast' }).first().click()
  await button.click()
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')
  // One at a time, never a pile.
  await expect(toast).toHaveCount(1)
  const toastBox = await toast.boundingBox()
  const buttonBox = await button.boundingBox()
  expect(toastBox && buttonBox).toBeTruthy()
  const overlaps =
    toastBox!.y < buttonBox!.y + buttonBox!.height && buttonBox!.y < toastBox!.y + toastBox!.height
  expect(overlaps).toBe(false)
})
