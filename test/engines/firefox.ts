/**
 * Firefox: Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. Headless: no
 * display is needed. Each page is in a browser context of its own, so nothing is kept between
 * cases.
 */
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core'
import { NEEDS_QUERIES, type Engine, type EngineBrowser } from './page'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

type Handle = ElementHandle

async function newPage(browser: Browser): Promise<Engine<Handle>> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  // Phone-sized, as the other engines.
  await page.setViewport({ width: 412, height: 915 })
  return {
    name: 'firefox',
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    // The document's own address: a client-side navigation may not have reached the driver yet.
    url: () => page.evaluate(() => location.href),
    value: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    element: async (expression) => {
      const handle = await page.evaluateHandle(expression)
      const element = handle.asElement()
      if (element) return element as Handle
      const value: unknown = await handle.jsonValue()
      await handle.dispose()
      return (value === NEEDS_QUERIES ? NEEDS_QUERIES : null) as Handle | null
    },
    click: async (handle) => {
      await handle.click()
    },
    type: async (handle, value) => {
      // Selects what is there, so typing replaces it.
      await handle.evaluate((field) => {
        ;(field as HTMLInputElement).select()
      })
      await handle.press('Backspace')
      await handle.type(value)
    },
    close: () => context.close(),
  }
}

export async function openFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    // en-US, as the Chromium tests' phone has it: the cases choose each page's language.
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US, en' },
  })
  return { name: 'firefox', newPage: () => newPage(browser), close: () => browser.close() }
}
