/**
 * A page driven through the DevTools protocol alone, for the scale section (docs/budgets.md#growth).
 * Playwright turns on the browser's network recording for every page it drives, and that copies
 * each body on the page's main thread: 2-3 s of a 7.8 MB answer with the CPU 4x slower, which no
 * phone pays. This driver enables only what it asks for (pages, the runtime, input), so the page
 * spends its time as a buyer's would.
 */
import { devices } from '@playwright/test'
import { startChromium, type RunningChromium } from './chromium'

/** The phone the scale section measures on, as the rest of the bench and the tests name it. */
const PHONE = devices['Pixel 7']

type Params = Record<string, unknown>

interface Waiting {
  resolve(result: unknown): void
  reject(error: Error): void
}

/** One DevTools connection to a browser, with sessions flattened onto it. */
export class CdpBrowser {
  private next = 0
  private readonly waiting = new Map<number, Waiting>()

  private constructor(
    private readonly socket: WebSocket,
    private readonly chromium: RunningChromium,
  ) {
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as {
        id?: number
        result?: unknown
        error?: { message: string }
      }
      const waiting = message.id === undefined ? undefined : this.waiting.get(message.id)
      if (!waiting) return
      this.waiting.delete(message.id!)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result)
    })
  }

  /** The system Chromium, as the rest of the bench starts it, on a throwaway profile. */
  static async launch(): Promise<CdpBrowser> {
    const chromium = await startChromium()
    // Node's own WebSocket (the project's Node has one): no client library to keep.
    const socket = new WebSocket(chromium.wsEndpoint)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    return new CdpBrowser(socket, chromium)
  }

  send<T = unknown>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = ++this.next
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject })
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
    })
  }

  /** A fresh context (no storage, no cache) with one page in it, sized as the phone. */
  async newPage(): Promise<CdpPage> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
      { disposeOnDetach: true },
    )
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    })
    const page = new CdpPage(this, sessionId, browserContextId)
    await page.send('Page.enable')
    await page.send('Runtime.enable')
    await page.send('Emulation.setDeviceMetricsOverride', {
      ...PHONE.viewport,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      mobile: PHONE.isMobile,
    })
    await page.send('Emulation.setUserAgentOverride', { userAgent: PHONE.userAgent })
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch })
    return page
  }

  async close(): Promise<void> {
    this.socket.close()
    await this.chromium.close()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A function run in the page: it gets `arg` and answers something JSON can carry. */
type InPage<A, R> = (arg: A) => R | Promise<R>

/**
 * An element as a person names it, as Playwright's `getByRole`: its role, its accessible name
 * (a string is a part of it in any case, or the whole with `exact`; or a pattern), inside
 * another, the first or the last.
 */
export interface Locator {
  role:
    | 'button'
    | 'link'
    | 'checkbox'
    | 'radio'
    | 'searchbox'
    | 'textbox'
    | 'dialog'
    | 'list'
    | 'listitem'
    | 'region'
  name?: string | RegExp
  exact?: boolean
  within?: Locator
  last?: boolean
}

type WireLocator = Omit<Locator, 'name' | 'within'> & {
  name?: string | { source: string; flags: string }
  within?: WireLocator
}

const toWire = (locator: Locator): WireLocator => ({
  ...locator,
  name:
    locator.name instanceof RegExp
      ? { source: locator.name.source, flags: locator.name.flags }
      : locator.name,
  within: locator.within && toWire(locator.within),
})

/** Runs in the page: the element a wire locator names, or null. Self-contained, sent as text. */
function findInPage(locator: WireLocator): Element | null {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role=button]',
    link: 'a[href], [role=link]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    searchbox: 'input[type=search], [role=searchbox]',
    textbox: 'textarea, input:not([type]), input[type=text], [role=textbox]',
    dialog: 'dialog[open], [role=dialog]',
    list: 'ul, ol, [role=list]',
    listitem: 'li, [role=listitem]',
    region: 'section[aria-label], [role=region]',
  }
  const find = (wanted: WireLocator): Element | null => {
    const scope: ParentNode | null = wanted.within ? find(wanted.within) : document
    if (!scope) return null
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby')
      const labels = (element as HTMLInputElement).labels
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
        element.textContent ??
        ''
      return name.replace(/\s+/g, ' ').trim()
    }
    const { name } = wanted
    const named = [...scope.querySelectorAll(SELECTORS[wanted.role]!)].filter(
      (element) =>
        (element as HTMLElement).checkVisibility?.() !== false &&
        (name === undefined ||
          (typeof name === 'string'
            ? wanted.exact
              ? nameOf(element) === name
              : nameOf(element).toLowerCase().includes(name.toLowerCase())
            : new RegExp(name.source, name.flags).test(nameOf(element)))),
    )
    return (wanted.last ? named.at(-1) : named[0]) ?? null
  }
  return find(locator)
}

export class CdpPage {
  constructor(
    private readonly browser: CdpBrowser,
    private readonly sessionId: string,
    private readonly contextId: string,
  ) {}

  send<T = unknown>(method: string, params: Params = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId)
  }

  /** Runs before any of the page's own scripts on every navigation. */
  async addInitScript(script: () => void): Promise<void> {
    await this.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `globalThis.__name ??= (f) => f; (${String(script)})()`,
    })
  }

  /** Navigates and resolves once the new document is committed (Playwright's `commit`). */
  async goto(url: string): Promise<void> {
    const { errorText } = await this.send<{ errorText?: string }>('Page.navigate', { url })
    if (errorText) throw new Error(`${url}: ${errorText}`)
  }

  async evaluate<A, R>(fn: InPage<A, R>, arg?: A): Promise<R> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: R }
      exceptionDetails?: { exception?: { description?: string }; text: string }
    }>('Runtime.evaluate', {
      // A transpiler that keeps function names wraps them in `__name`: the page has none of its own.
      expression: `globalThis.__name ??= (f) => f; (${String(fn)})(${JSON.stringify(arg ?? null)})`,
      awaitPromise: true,
      returnByValue: true,
    })
    if (exceptionDetails)
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
    return result.value as R
  }

  /** Asks the page every 50 ms until `fn` answers something truthy (or the time is up). */
  async waitFor<A, R>(what: string, fn: InPage<A, R>, arg?: A, timeout = 180_000): Promise<R> {
    const until = Date.now() + timeout
    for (;;) {
      const value = await this.evaluate(fn, arg).catch(() => undefined)
      if (value) return value
      if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
      await pause(50)
    }
  }

  /** Until the element is in the page and shown. */
  async waitForElement(locator: Locator): Promise<void> {
    await this.waitFor(
      describe(locator),
      ({ source, wire }: { source: string; wire: WireLocator }) =>
        Boolean((new Function(`return ${source}`)() as typeof findInPage)(wire)),
      { source: String(findInPage), wire: toWire(locator) },
    )
  }

  /** Until the element's text (the whole page's without one) matches. */
  async waitForText(pattern: RegExp, within?: Locator): Promise<void> {
    await this.waitFor(
      `the text ${pattern}`,
      ({
        source,
        wire,
        text,
      }: {
        source: string
        wire: WireLocator | null
        text: { source: string; flags: string }
      }) => {
        const element = wire
          ? (new Function(`return ${source}`)() as typeof findInPage)(wire)
          : document.body
        return new RegExp(text.source, text.flags).test(
          (element as HTMLElement | null)?.innerText ?? '',
        )
      },
      {
        source: String(findInPage),
        wire: within ? toWire(within) : null,
        text: { source: pattern.source, flags: pattern.flags },
      },
    )
  }

  /**
   * A tap as Playwright's click makes it: the element waited for, scrolled to the middle of the
   * screen, then the mouse moved, pressed and let go on its centre, so the page gets trusted
   * events that Event Timing records.
   */
  async click(locator: Locator): Promise<void> {
    const at = await this.waitFor(
      describe(locator),
      async ({ source, wire }: { source: string; wire: WireLocator }) => {
        const element = (new Function(`return ${source}`)() as typeof findInPage)(wire)
        if (!element || (element as HTMLButtonElement).disabled) return null
        element.scrollIntoView({ block: 'center', inline: 'center' })
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return null
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      },
      { source: String(findInPage), wire: toWire(locator) },
    )
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at })
    for (const type of ['mousePressed', 'mouseReleased'])
      await this.send('Input.dispatchMouseEvent', {
        type,
        ...at,
        button: 'left',
        buttons: type === 'mousePressed' ? 1 : 0,
        clickCount: 1,
      })
  }

  /** Types as a person does: each character a key down (with its text) and up, `delay` ms apart. */
  async type(text: string, delay: number): Promise<void> {
    for (const character of text) {
      await this.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        text: character,
        key: character,
      })
      await this.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character })
      await pause(delay)
    }
  }

  /** Until the page's address matches. */
  async waitForURL(pattern: RegExp): Promise<void> {
    await this.waitFor(
      `the address ${pattern}`,
      (text: { source: string; flags: string }) =>
        new RegExp(text.source, text.flags).test(location.href),
      { source: pattern.source, flags: pattern.flags },
    )
  }

  url(): Promise<string> {
    return this.evaluate(() => location.href)
  }

  async close(): Promise<void> {
    await this.browser.send('Target.disposeBrowserContext', { browserContextId: this.contextId })
  }
}

function describe(locator: Locator): string {
  const own = `the ${locator.role}${locator.name === undefined ? '' : ` "${String(locator.name)}"`}`
  return locator.within ? `${own} in ${describe(locator.within)}` : own
}
