/**
 * Chromium, as the Playwright suite drives it: the engine primitives on a Playwright page, so
 * the engine cases also run in the suite's Chromium (test/e2e/engine-cases.spec.ts) and a case
 * that fails in one engine can be told apart from one that fails in all.
 */
import type { ElementHandle, Page } from '@playwright/test'
import { NEEDS_QUERIES, type Engine } from './page'

type Handle = ElementHandle<Node>

export function playwrightEngine(page: Page): Engine<Handle> {
  return {
    name: 'chromium',
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    url: async () => page.url(),
    value: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    element: async (expression) => {
      const handle = await page.evaluateHandle(expression)
      const element = handle.asElement()
      if (element) return element
      const value: unknown = await handle.jsonValue()
      await handle.dispose()
      return (value === NEEDS_QUERIES ? NEEDS_QUERIES : null) as Handle | null
    },
    click: async (handle) => {
      await handle.click()
    },
    type: async (handle, value) => {
      await handle.fill('')
      await handle.focus()
      await page.keyboard.type(value)
    },
    // The page is Playwright's, closed by its test.
    close: async () => {},
  }
}
