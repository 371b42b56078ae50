import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe-core on the page as it is now: a serious or critical violation fails the test with its
 * rule and the elements it found (their selectors and markup), so the failure says what to fix.
 */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}`)
          .join('\n'),
    )
  expect(
    serious,
    `axe-core, ${where} (${await page.evaluate(() => document.documentElement.lang)})`,
  ).toEqual([])
}

/** Switches the page's language in place with the header's link: the page's state stays. */
export async function switchLanguage(page: Page, lang: 'en' | 'ja') {
  const name = lang === 'en' ? 'English' : '日本語'
  await page
    .getByRole('navigation', { name: /Language|言語/ })
    .getByRole('link', { name })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

/**
 * The same state in English and Japanese: checked in the language it is in, then again after
 * the header's language link has switched it in place (the page's state stays); `andBack`
 * switches back, for a test that goes on in the first language.
 */
export async function expectAccessibleInEnAndJa(
  page: Page,
  where: string,
  { andBack = false }: { andBack?: boolean } = {},
) {
  const lang = await page.evaluate(() => document.documentElement.lang)
  // What makes the state: its messages and refused fields, counted again in the other language.
  const marks = page.locator('[role="alert"]:not(:empty), [aria-invalid="true"], [role="dialog"]')
  const count = await marks.count()
  await expectAccessible(page, where)
  await switchLanguage(page, lang === 'ja' ? 'en' : 'ja')
  await expect(marks, 'the same state in the other language').toHaveCount(count)
  await expectAccessible(page, where)
  if (andBack) await switchLanguage(page, lang === 'ja' ? 'ja' : 'en')
}
