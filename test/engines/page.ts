/**
 * The thin page interface the engine cases are written against (test/engines/cases.ts), and the
 * waiting every engine shares. An engine (webkit.ts, firefox.ts) supplies only the primitives of
 * `Engine`: open a URL, run a script, click and type on an element it found. Elements are found
 * in the page by Testing Library's role, label and text queries (the same accessible names the
 * Playwright specs use with `getByRole` and `getByLabel`), so a case names what a buyer sees and
 * reads the same in WebKit, Firefox and Chromium.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export type Text = string | RegExp

/**
 * What a buyer sees: an element by its role and accessible name, a field by its label, or an
 * element by its own text (or, for what has no name, by a CSS selector); `within` narrows the
 * search to another target's element. Names match as Playwright's `getByRole` matches them: a
 * string is a part of the name in any case (all of it with `exact`), a RegExp is tried on it.
 */
export type Target = (
  { role: string; name?: Text } | { label: Text } | { text: Text } | { css: string }
) & {
  within?: Target
  /** A string names the whole name, not a part of it. */
  exact?: boolean
}

/** A target as it crosses into the page (a RegExp does not survive JSON). */
type Sent = Record<string, unknown>

const send = (target: Target): Sent =>
  Object.fromEntries(
    Object.entries(target).map(([key, value]) => [
      key,
      value instanceof RegExp
        ? { source: value.source, flags: value.flags }
        : key === 'within'
          ? send(value as Target)
          : value,
    ]),
  )

/**
 * Testing Library's DOM queries as one browser expression; it defines `window.TestingLibraryDom`.
 * Without its source-map comment and closing semicolon, so it can sit inside an expression.
 */
export const DOM_QUERIES = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
)
  .replace(/\n\/\/# sourceMappingURL=.*\s*$/, '')
  .replace(/;\s*$/, '')

/** Returned by FIND when the page has not been given DOM_QUERIES yet (a new document). */
export const NEEDS_QUERIES = 'needs-dom-queries'

/**
 * In the page: the first visible element of a sent target, or null; NEEDS_QUERIES when the
 * queries are not loaded. Plain JavaScript source, run as it is by every engine's driver.
 */
export const FIND = String.raw`(function find(target) {
  var lib = window.TestingLibraryDom
  if (!lib) return ${JSON.stringify(NEEDS_QUERIES)}
  // Playwright's rule: a string is a part of the name, in any case, spaces collapsed, unless
  // exact; a RegExp is tried on the name as it is.
  var squash = function (name) {
    return String(name).replace(/\s+/g, ' ').trim()
  }
  var text = function (value) {
    if (value && typeof value === 'object') {
      var pattern = new RegExp(value.source, value.flags)
      return function (name) {
        return pattern.test(squash(name))
      }
    }
    var wanted = squash(value)
    if (target.exact)
      return function (name) {
        return squash(name) === wanted
      }
    return function (name) {
      return squash(name).toLowerCase().indexOf(wanted.toLowerCase()) !== -1
    }
  }
  var visible = function (element) {
    if (element.getClientRects().length === 0) return false
    return getComputedStyle(element).visibility !== 'hidden'
  }
  var all = function (target, root) {
    var q = lib.within(root)
    var found = target.role
      ? q.queryAllByRole(target.role, target.name === undefined ? {} : { name: text(target.name) })
      : target.label !== undefined
        ? q.queryAllByLabelText(text(target.label))
        : target.text !== undefined
          ? q.queryAllByText(text(target.text))
          : Array.from(root.querySelectorAll(target.css))
    return found.filter(visible)
  }
  var root = document.body
  if (target.within) {
    var outer = find(target.within)
    if (outer === null || typeof outer === 'string') return outer
    root = outer
  }
  return all(target, root)[0] || null
})`

export const findSource = (target: Target) => `${FIND}(${JSON.stringify(send(target))})`

/** An engine's browser: a fresh page for each case (its own cookies and storage). */
export interface EngineBrowser {
  readonly name: string
  newPage(): Promise<Engine<unknown>>
  close(): Promise<void>
}

/** What an engine's driver does on a page; everything else is built on these. */
export interface Engine<Handle> {
  readonly name: string
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** Runs a JavaScript expression in the page and answers its JSON value. */
  value<T>(expression: string): Promise<T>
  /** Runs a JavaScript expression in the page that answers an element, or null. */
  element(expression: string): Promise<Handle | null>
  /** A real click, as a pointer would: scrolled into view, at the element's centre. */
  click(handle: Handle): Promise<void>
  /** Replaces the field's value by typing, key by key. */
  type(handle: Handle, value: string): Promise<void>
  close(): Promise<void>
}

/** How long a case waits for what a buyer would wait for: an engine under Xvfb on two busy cores is slow. */
export const WAIT_MS = 20_000
const POLL_MS = 100

const describe = (target: Target): string => {
  const own =
    'role' in target
      ? `${target.role}${target.name === undefined ? '' : ` "${String(target.name)}"`}`
      : 'label' in target
        ? `field labelled "${String(target.label)}"`
        : 'text' in target
          ? `text "${String(target.text)}"`
          : `element ${target.css}`
  return target.within ? `${own} in ${describe(target.within)}` : own
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks `attempt` until it answers something other than undefined; fails after WAIT_MS saying what
 * was awaited (and the last error, if any). This is waiting for a condition, not a retry of a step:
 * nothing a case does is repeated once it has happened.
 */
async function until<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS
  let last: unknown
  for (;;) {
    try {
      const answer = await attempt()
      if (answer !== undefined) return answer
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) {
      const reason = last instanceof Error ? `: ${last.message.split('\n')[0]}` : ''
      throw new Error(`Waited ${WAIT_MS} ms for ${what}${reason}`)
    }
    await sleep(POLL_MS)
  }
}

/** The page a case drives, the same in every engine. */
export class EnginePage<Handle = unknown> {
  constructor(
    readonly engine: Engine<Handle>,
    readonly origin: string,
  ) {}

  get engineName() {
    return this.engine.name
  }

  /** Opens a path of the app's server. */
  async goto(path: string) {
    await this.engine.goto(new URL(path, this.origin).href)
  }

  async reload() {
    await this.engine.reload()
  }

  async url() {
    return this.engine.url()
  }

  /** The element once it is shown. */
  async find(target: Target): Promise<Handle> {
    return until(`the ${describe(target)}`, async () => {
      let found = await this.engine.element(findSource(target))
      if (found === (NEEDS_QUERIES as unknown)) {
        await this.engine.value(`(${DOM_QUERIES}, true)`)
        found = await this.engine.element(findSource(target))
      }
      return found === null || found === (NEEDS_QUERIES as unknown) ? undefined : found
    })
  }

  /** Waits until the target is shown. */
  async see(target: Target) {
    await this.find(target)
  }

  /** Waits until the target is gone (or was never shown). */
  async gone(target: Target) {
    await until(`the ${describe(target)} to go`, async () => {
      const found = await this.engine.element(findSource(target))
      return found === null ? true : undefined
    })
  }

  /**
   * Clicks the target once it can be clicked (shown, and not under another element: a driver
   * refuses a click that would land elsewhere, and nothing happened then).
   */
  async click(target: Target) {
    await until(`a click on the ${describe(target)}`, async () => {
      await this.engine.click(await this.inView(target))
      return true
    })
  }

  /**
   * The element, scrolled into the middle of the view as a buyer scrolls to what they tap. The
   * drivers' own scroll stops at the view's edge, where the sticky header (top) or a toast
   * (bottom) can cover it; WebKit's driver then refuses the click or the typing ("element click
   * intercepted", "element not interactable").
   */
  private async inView(target: Target): Promise<Handle> {
    await this.find(target)
    await this.engine.value(
      `(function (element) { element.scrollIntoView({ block: 'center' }) })(${findSource(target)})`,
    )
    return this.find(target)
  }

  /** Checks a radio or checkbox with a click, unless it is checked; then sees it checked. */
  async check(target: Target) {
    if (!(await this.isChecked(target))) await this.click(target)
    await this.checked(target)
  }

  /** Waits until the radio or checkbox is checked. */
  async checked(target: Target) {
    await until(`the ${describe(target)} checked`, async () =>
      (await this.isChecked(target)) ? true : undefined,
    )
  }

  private async isChecked(target: Target) {
    await this.find(target)
    return this.engine.value<boolean>(`${findSource(target)}.checked === true`)
  }

  /** Types the value into the field, then sees it there. */
  async fill(target: Target, value: string) {
    // Typed once it can be: a driver that refuses (the field covered) has typed nothing.
    await until(`typing into the ${describe(target)}`, async () => {
      await this.engine.type(await this.inView(target), value)
      return true
    })
    await this.hasValue(target, value)
  }

  /** Waits until the field holds the value. */
  async hasValue(target: Target, value: string) {
    await until(`the ${describe(target)} to hold "${value}"`, async () =>
      (await this.engine.value<string>(`${findSource(target)}.value`)) === value ? true : undefined,
    )
  }

  /** Waits until the page's URL matches. */
  async at(pattern: RegExp): Promise<string> {
    return until(`a URL matching ${String(pattern)}`, async () => {
      const url = await this.engine.url()
      return pattern.test(url) ? url : undefined
    })
  }

  /** Waits until the document's language is `lang`. */
  async inLanguage(lang: string) {
    await until(`the page in "${lang}"`, async () =>
      (await this.engine.value<string>('document.documentElement.lang')) === lang
        ? true
        : undefined,
    )
  }

  /** Waits until some element's own text matches (a total, an order number). */
  async seeText(text: Text) {
    await this.see({ text })
  }

  /** Answers a JSON value computed in the page. */
  async evaluate<T>(expression: string): Promise<T> {
    return this.engine.value<T>(expression)
  }
}
