import type { Page } from '@playwright/test'

const seen = new WeakMap<Page, Error[]>()

/** From now on, the page's uncaught errors and rejections; the array fills as they happen. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  seen.set(page, errors)
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** What `watchPageErrors` has gathered on the page so far (none if it was never watched). */
export const pageErrorsOf = (page: Page): Error[] => seen.get(page) ?? []
