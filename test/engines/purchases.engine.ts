/**
 * The engine cases (cases.ts) in the engine ENGINE names (webkit or firefox), one case at a time,
 * each in a fresh page, against the server and sandbox vitest.engines.config.ts started.
 */
import { afterAll, beforeAll, beforeEach, describe, inject, onTestFailed, test } from 'vitest'
import { CASES } from './cases'
import { EnginePage, type Engine, type EngineBrowser } from './page'
import { Sandbox } from './sandbox'
import { openFirefox } from './firefox'
import { openWebKit } from './webkit'

const ENGINE = process.env.ENGINE
const origin = inject('engineOrigin')
const driverPort = inject('engineDriverPort')

const open = (): Promise<EngineBrowser> => {
  if (ENGINE === 'webkit') return openWebKit(driverPort)
  if (ENGINE === 'firefox') return openFirefox()
  throw new Error(`ENGINE must be webkit or firefox, not "${ENGINE}"`)
}

describe(`${ENGINE}`, () => {
  const sandbox = new Sandbox(origin)
  let browser: EngineBrowser
  let engine: Engine<unknown> | undefined

  beforeAll(async () => {
    browser = await open()
  }, 60_000)

  afterAll(async () => {
    await engine?.close()
    await browser?.close()
  })

  beforeEach(async () => {
    await engine?.close()
    engine = undefined
    await sandbox.reset()
  })

  for (const { name, run } of CASES)
    test(name, async () => {
      engine = await browser.newPage()
      const page = new EnginePage(engine, origin)
      // Where the page was when the case failed, and what it showed: an engine has no trace.
      onTestFailed(async ({ task }) => {
        const seen = await page
          .evaluate<string>(
            "location.href + ' [' + document.documentElement.lang + '] ' + document.body.innerText.slice(0, 1500)",
          )
          .catch((error: unknown) => `(the page did not answer: ${String(error)})`)
        console.error(`${task.name}, at the failure:\n${seen}`)
      })
      await run(page, sandbox)
    })
})
