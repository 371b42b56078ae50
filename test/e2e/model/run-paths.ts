import { test, type Page } from '../support/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { MachinePath } from '../../machines/support/paths'
import { expectAccessibleInEnAndJa } from '../support/axe'
import { releaseHeld } from '../support/sandbox'
import {
  alphabetEventOf,
  groupsOf,
  selectPaths,
  stateKeyOf,
  titleOf,
  type BrowserAlphabet,
} from './select-paths'

export interface StepArgs {
  page: Page
  path: MachinePath
  /** Index in `path.steps` of the event (or of the state, for a check). */
  index: number
  /** The model's snapshot after the event. */
  snapshot: AnyMachineSnapshot
  /** The model's snapshot before it. */
  before: AnyMachineSnapshot
  /** The events still to come, for an action whose form depends on them (which card to type). */
  later: string[]
  /** Every event of the path by name; `index - 1` is this one. */
  events: string[]
}

/**
 * How a browser plays an alphabet: an action per `act` event, a sandbox arrangement per `result`
 * event (made before the action that leads to it; `holds` when the sandbox holds the answer
 * (`heldFault`) so that the state waiting for it can be checked, and the path lets it go after),
 * and a page check per state.
 */
export interface Realization {
  start: (page: Page, input: unknown) => Promise<void>
  inputName: (input: unknown) => string
  acts: Record<string, (args: StepArgs) => Promise<void>>
  results: Record<string, (args: StepArgs) => Promise<{ holds: boolean }>>
  /** By state key (`shippingAndPayment.priced`); every state a path reaches needs one. */
  states: Record<string, (args: StepArgs) => Promise<void>>
  /** Checked in every settled state: what must hold whatever the path (one order, one charge). */
  invariant?: (args: StepArgs) => Promise<void>
  /**
   * The screen a settled state shows, for axe-core in English and Japanese at the first settled
   * state showing each (null: not the app's page, a payment host's); none: no axe on these paths.
   */
  screen?: (snapshot: AnyMachineSnapshot) => string | null
}

/** What the paths take that the realization cannot play: each event and state needs one. */
export function missingRealizations(
  alphabet: BrowserAlphabet,
  realization: Realization,
  paths: MachinePath[],
) {
  const missing = new Set<string>()
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      if (!realization.states[stateKeyOf(step.snapshot)])
        missing.add(`state ${stateKeyOf(step.snapshot)}`)
      if (index === 0) return
      const entry = alphabetEventOf(alphabet, step.event)
      const table = entry.kind === 'act' ? realization.acts : realization.results
      if (!table[entry.name]) missing.add(`${entry.kind} "${entry.name}"`)
    })
  }
  return [...missing]
}

/** The steps of a path where it rests: its start, and the last answer (or act) of each group. */
export function settledIndexes(alphabet: BrowserAlphabet, path: MachinePath): number[] {
  return [0, ...groupsOf(alphabet, path).map((group) => group.results.at(-1) ?? group.act)]
}

/**
 * Where axe-core runs: each screen once, at the first settled state of the paths (in their order)
 * that shows it, by path and step index. Every screen the paths reach, at a cost of one check.
 */
export function axeStops(
  alphabet: BrowserAlphabet,
  realization: Realization,
  paths: readonly MachinePath[],
): Map<MachinePath, Map<number, string>> {
  const seen = new Set<string>()
  const stops = new Map<MachinePath, Map<number, string>>()
  const { screen } = realization
  if (!screen) return stops
  for (const path of paths) {
    const here = new Map<number, string>()
    for (const index of settledIndexes(alphabet, path)) {
      const name = screen(path.steps[index]!.snapshot)
      if (name === null || seen.has(name)) continue
      seen.add(name)
      here.set(index, name)
    }
    stops.set(path, here)
  }
  return stops
}

/** One Playwright test per selected path of the alphabet. */
export function generateTests(alphabet: BrowserAlphabet, realization: Realization) {
  const paths = selectPaths(alphabet)
  const missing = missingRealizations(alphabet, realization, paths)
  if (missing.length > 0) {
    throw new Error(`${alphabet.title}: no realization for ${missing.join(', ')}`)
  }
  const axeAt = axeStops(alphabet, realization, paths)
  for (const path of paths) {
    const title = titleOf(alphabet, path, realization.inputName(path.input))
    const screens = axeAt.get(path) ?? new Map<number, string>()
    test(title, async ({ page }) => {
      // A path's time grows with its steps (each a press and its answers, then the sandbox's
      // orders read for the invariant), and axe-core takes up to ten seconds a run on a busy
      // machine, twice (en, ja) at each of its stops.
      test.setTimeout(test.info().timeout + 2_000 * path.steps.length + 20_000 * screens.size)
      const names = path.steps.map((step, i) =>
        i === 0 ? 'start' : alphabetEventOf(alphabet, step.event).name,
      )
      const args = (index: number): StepArgs => ({
        page,
        path,
        index,
        snapshot: path.steps[index]!.snapshot,
        before: path.steps[Math.max(0, index - 1)]!.snapshot,
        later: names.slice(index + 1),
        events: names.slice(1),
      })
      const check = async (index: number) => {
        const key = stateKeyOf(path.steps[index]!.snapshot)
        await test.step(`the page shows ${key}`, () => realization.states[key]!(args(index)))
      }
      const settledStart = async () => {
        await realization.start(page, path.input)
        await settled(0)
      }
      const settled = async (index: number) => {
        await check(index)
        if (realization.invariant) await realization.invariant(args(index))
        const screen = screens.get(index)
        if (screen) {
          await test.step(`axe-core on ${screen}`, () =>
            expectAccessibleInEnAndJa(page, screen, { andBack: true }))
        }
      }

      await page.request.post('/__sandbox/reset')
      const groups = groupsOf(alphabet, path)
      // The page load's own calls (a session read) are answered as an act's are.
      if (groups[0]?.act !== 0) await settledStart()
      for (const group of groups) {
        const label = [group.act, ...group.results].map((i) => names[i]).join(' → ')
        await test.step(label, async () => {
          const holds: boolean[] = []
          for (const index of group.results) {
            holds.push((await realization.results[names[index]!]!(args(index))).holds)
          }
          if (group.act === 0) await realization.start(page, path.input)
          else await realization.acts[names[group.act]!]!(args(group.act))
          // The states between the action and the last answer, each while its answer is held,
          // which is then let go.
          const waiting = [group.act, ...group.results.slice(0, -1)]
          for (const [k, index] of waiting.entries()) {
            if (!holds[k]) continue
            await check(index)
            await releaseHeld(page)
          }
          await settled(group.results.at(-1) ?? group.act)
        })
      }
    })
  }
}
