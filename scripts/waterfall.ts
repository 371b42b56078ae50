/**
 * The network waterfall of one page as a phone on a slow network sees it (CPU 4x slower, the
 * DevTools "Slow 4G" profile), one run: when each script, catalog and API call starts and ends,
 * and when the page first painted. For reading an order of events, not for timing assertions.
 *
 *   npx tsx scripts/waterfall.ts http://127.0.0.1:4332/stores/sakura-select/marketplace
 */
import { chromium } from '@playwright/test'

const url = process.argv[2]
if (!url) throw new Error('usage: tsx scripts/waterfall.ts <url>')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Network.enable')
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
})
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

interface Row {
  url: string
  start: number
  end?: number
}
const rows = new Map<string, Row>()
let origin: number | undefined
cdp.on('Network.requestWillBeSent', (event) => {
  origin ??= event.timestamp
  rows.set(event.requestId, { url: event.request.url, start: event.timestamp })
})
cdp.on('Network.loadingFinished', (event) => {
  const row = rows.get(event.requestId)
  if (row) row.end = event.timestamp
})

await page.goto(url, { waitUntil: 'load' })
await page.waitForLoadState('networkidle')
const paints = await page.evaluate(() =>
  performance
    .getEntriesByType('paint')
    .map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`),
)
await browser.close()

const ms = (seconds: number) => String(Math.round((seconds - origin!) * 1000)).padStart(6)
for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
  const { pathname, search } = new URL(row.url)
  const path = (pathname + search).slice(0, 90)
  console.log(`${ms(row.start)} ${row.end ? ms(row.end) : '     ?'}  ${path}`)
}
console.log(paints.join('\n'))
