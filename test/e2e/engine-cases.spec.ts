import { test } from './support/test'
import { CASES } from '../engines/cases'
import { EnginePage } from '../engines/page'
import { playwrightEngine } from '../engines/playwright'
import { Sandbox } from '../engines/sandbox'

/**
 * The engine cases (test/engines/cases.ts, run in WebKit and Firefox by `npm run test:engines`)
 * in the suite's Chromium, through the same page interface: the same purchases, prices and
 * orders in all three engines.
 */
// A case is a whole purchase, typed key by key: longer than the suite's 30 s on a busy machine
// (the engine runner gives each 120 s too).
test.describe.configure({ timeout: 120_000 })

for (const { name, run } of CASES)
  test(name, async ({ page, baseURL }) => {
    const sandbox = new Sandbox(baseURL!)
    await sandbox.reset()
    await run(new EnginePage(playwrightEngine(page), baseURL!), sandbox)
  })
