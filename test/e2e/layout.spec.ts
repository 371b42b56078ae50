import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('a header-and-footer page shows both around its content', async ({ page }) => {
  await page.goto('/playground')
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Playground' }),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('17shop')
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('a header page has the header and no footer', async ({ page }) => {
  await page.goto('/playground/about')
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('a default page shows neither header nor footer', async ({ page }) => {
  await page.goto('/playground/style')
  await expect(page.getByRole('heading', { level: 2, name: 'Style guide' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('the layout follows the page on in-app navigation', async ({ page }) => {
  await page.goto('/playground')
  await page.getByRole('link', { name: 'Style guide' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Style guide' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/playground')
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('a route that declares a brand takes its look; others keep the neutral one', async ({
  page,
}) => {
  await page.goto('/playground/about')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'live')
  const headerColour = await page
    .getByRole('banner')
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(headerColour).toBe('rgb(194, 24, 91)')

  await page.getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-brand')
})

test('the style guide shows each component in both brand looks', async ({ page }) => {
  await page.goto('/playground/style')
  for (const brand of ['Live shop (17shop)', 'Marketplace']) {
    const board = page.getByRole('region', { name: brand })
    await expect(board.getByRole('button', { name: 'Primary' })).toBeVisible()
    await expect(board.getByRole('button', { name: 'Disabled' })).toBeDisabled()
    await expect(board.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(board.getByRole('tablist', { name: 'Products' })).toBeVisible()
  }
  const live = page.getByRole('region', { name: 'Live shop (17shop)' })
  await live.getByRole('button', { name: 'Open dialog' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(live.getByRole('button', { name: 'Open dialog' })).toBeFocused()
})
