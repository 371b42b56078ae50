import type { Browser, Page, Response } from '@playwright/test'
import { brotliSize, gzipSize } from './gzip'

export interface LoadedScript {
  /** Path on the server, e.g. `/assets/index-abc.js`. */
  path: string
  gzip: number
  brotli: number
}

export interface PageScripts {
  /** Where the page ended (an unknown path redirects to /error/not-found). */
  finalPath: string
  scripts: LoadedScript[]
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript')

/**
 * Opens `url` in a fresh context (empty cache) and records every script response until the
 * load event has fired, the app has rendered and the network is quiet (the route has settled),
 * then gzips and Brotli-compresses each body. Deciding what counts as initial is the caller's job.
 */
export async function recordScripts(
  browser: Browser,
  url: string,
  /**
   * Brings the tab to where the route is measured (a cart, a checkout); not recorded. Answers
   * the address then measured in place of `url` (the done step's has the order's id).
   */
  prepare?: (page: Page) => Promise<string>,
): Promise<PageScripts> {
  // The bench's HTTP/2 server has a certificate of its own making (server.ts); the page's own
  // loads pass by the browser's flag, a body read again from Node by this.
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    if (prepare) {
      url = await prepare(page)
      // The measured load starts from an empty cache, as a first visit's would.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.clearBrowserCache')
    }
    const responses: Response[] = []
    page.on('response', (response) => {
      if (isScript(response) && response.ok()) responses.push(response)
    })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
      null,
      {
        timeout: 30_000,
      },
    )
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    const scripts = await Promise.all(
      responses.map(async (response) => {
        // A page that navigates once more after settling (a done step dropping its return
        // parameters with a full load) takes its earlier responses' bodies with it; the asset is
        // immutable under its hashed name, so the same bytes are read again from the server.
        const body = await response
          .body()
          .catch(async () => (await context.request.get(response.url())).body())
        return {
          path: new URL(response.url()).pathname,
          gzip: gzipSize(body),
          brotli: brotliSize(body),
        }
      }),
    )
    return { finalPath: new URL(page.url()).pathname, scripts }
  } finally {
    await context.close()
  }
}
