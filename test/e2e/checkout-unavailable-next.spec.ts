import { expect, test } from './support/test'
import { addMug, STORE, stepUrl } from './support/marketplace-checkout'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('"Next" on the category step says it cannot act until a kind of goods is chosen', async ({
  page,
}) => {
  await addMug(page)
  // A cart of one kind has it chosen on arrival: the cart answers with a made-to-order item too,
  // so the buyer has to choose.
  await page.route('**/api/v2/stores/*/carts', async (route) => {
    // A call the page lets go of on its way to the step (its answer is disposed) needs none.
    const response = await route.fetch().catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      data: { items: { id: number; sku: { is_printio_product: boolean } }[] }
    }
    if (response === null || body === null) return
    const [item] = body.data.items
    if (item) {
      body.data.items.push({
        ...item,
        id: item.id + 1000,
        sku: { ...item.sku, is_printio_product: true },
      })
    }
    await route.fulfill({ response, json: body })
  })
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await expect(next).not.toHaveAttribute('aria-disabled')
  await next.click()
  await expect(page).toHaveURL(stepUrl('step-products'))
})
