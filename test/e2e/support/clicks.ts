import type { Locator } from '@playwright/test'

/**
 * Ten clicks on the button in one task, so none waits for React to show it busy: the harshest
 * double submit. In the page, on the element itself: a click that Playwright aims by coordinates
 * can land on whatever the next page shows there once the first click has been answered.
 */
export async function tenClicksInOneTask(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    for (let i = 0; i < 10; i += 1) element.click()
  })
}
