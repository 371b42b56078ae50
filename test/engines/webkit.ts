/**
 * WebKit: Debian's WebKitGTK MiniBrowser driven by its WebKitWebDriver (W3C WebDriver classic)
 * through WebdriverIO's protocol client, `webdriver`. Needs a display: `npm run test:engines:webkit`
 * runs under `xvfb-run`. Each page is a new WebDriver session, so a new browser with nothing kept.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import WebDriver, { type Client } from 'webdriver'
import { NEEDS_QUERIES, type Engine, type EngineBrowser } from './page'

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

type Handle = string
type SessionOptions = Parameters<typeof WebDriver.newSession>[0]

const CAPABILITIES = {
  // WebKitWebDriver speaks classic WebDriver; asking for BiDi fails the session's match.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
} as SessionOptions['capabilities']

async function driverListening(port: number, driver: ChildProcess) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not listen on ${port}`)
}

const elementOf = (answer: unknown): Handle | null => {
  if (answer === NEEDS_QUERIES) return NEEDS_QUERIES
  if (answer && typeof answer === 'object' && ELEMENT in answer)
    return (answer as Record<string, string>)[ELEMENT]!
  return null
}

async function newPage(driverPort: number): Promise<Engine<Handle>> {
  const client: Client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: driverPort,
    logLevel: 'silent',
    connectionRetryCount: 0,
    capabilities: CAPABILITIES,
  })
  // Phone-sized (MiniBrowser's window keeps a few pixels more than asked).
  await client.setWindowRect(0, 0, 412, 915)
  const run = (expression: string) => client.executeScript(`return (${expression})`, [])
  return {
    name: 'webkit',
    goto: async (url) => {
      await client.navigateTo(url)
    },
    reload: async () => {
      await client.refresh()
    },
    url: () => client.getUrl(),
    value: async <T>(expression: string) => (await run(expression)) as T,
    element: async (expression) => elementOf(await run(expression)),
    click: async (handle) => {
      await client.elementClick(handle)
    },
    type: async (handle, value) => {
      await client.elementClear(handle)
      await client.elementSendKeys(handle, value)
    },
    close: async () => {
      await client.deleteSession()
    },
  }
}

export async function openWebKit(driverPort: number): Promise<EngineBrowser> {
  const driver = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    // The browser's language comes from the C library's locale; with none set WebKitGTK reports
    // "C", which is no language tag. en-US, as the Chromium tests' phone has it.
    env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await driverListening(driverPort, driver)
  } catch (error) {
    driver.kill()
    throw error
  }
  return {
    name: 'webkit',
    newPage: () => newPage(driverPort),
    close: async () => {
      if (driver.exitCode !== null) return
      const exited = new Promise((resolve) => driver.once('exit', resolve))
      driver.kill()
      await exited
    },
  }
}
