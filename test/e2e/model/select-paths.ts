/**
 * Browser tests generated from a machine's paths (docs/machines/README.md#path-tests). An alphabet
 * says which of the machine's events a browser can produce: a user action (`act`) or an answer of
 * the sandbox to the call an action made (`result`, arranged by a fault before the action). Paths
 * come from xstate/graph over the production machine, restricted to that alphabet; this file is
 * pure (no Playwright), so a unit test can check what the generated browser tests cover.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { coverageOf, stateIds, transitionNames } from '../../machines/support/coverage'
import { actorResultWhileRunning, exploreKeyedPaths } from '../../machines/support/keyed-paths'
import {
  describeEvents,
  replay,
  type MachinePath,
  type PathStep,
} from '../../machines/support/paths'

export interface AlphabetEvent {
  /** How the realization of this event is looked up, and how a test title names it. */
  name: string
  event: AnyEventObject
  /** `act`: the person does it. `result`: an invoked actor's answer, arranged in the sandbox. */
  kind: 'act' | 'result'
  /** Where the page offers it (a disabled radio, a button shown only in some states). */
  enabled?: (snapshot: AnyMachineSnapshot) => boolean
}

export interface BrowserAlphabet {
  title: string
  machine: AnyStateMachine
  inputs: readonly unknown[]
  events: readonly AlphabetEvent[]
  /** Tells snapshots apart by what the page shows and the guards read. */
  key: (snapshot: AnyMachineSnapshot) => string
  /**
   * Whether the sandbox can give these answers in this order (by event names), for what the
   * machine does not hold: which test card was typed decides every answer to paying with it.
   */
  realizable?: (names: readonly string[]) => boolean
  /**
   * What the page shows that the machine's state alone does not name (the step route a state is
   * shown on), null when nothing: every view a path reaches is to be covered too, as a state is.
   */
  view?: (snapshot: AnyMachineSnapshot) => string | null
}

const eventId = (event: AnyEventObject) => JSON.stringify(event)

/** The origin an alphabet's machine input names; the app's own, whatever port the suite uses. */
export const MODEL_ORIGIN = 'http://127.0.0.1:4173'

/** An invoked actor's answer, as the machine receives it (a `result` event). */
export const actorDone = (id: string, output?: unknown) => ({
  type: `xstate.done.actor.${id}`,
  output,
})
/** An invoked actor's failure carrying a server code, as the app's calls reject. */
export const actorError = (id: string, code: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { code },
})

export function alphabetEventOf(alphabet: BrowserAlphabet, event: AnyEventObject): AlphabetEvent {
  const found = alphabet.events.find((entry) => eventId(entry.event) === eventId(event))
  if (!found) throw new Error(`${alphabet.title}: ${eventId(event)} is not in the alphabet`)
  return found
}

/** `a.b` for `{a: 'b'}`: the state the page is checked against. */
export function stateKeyOf(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, inner]) => `${key}.${flatten(inner)}`)
          .join(',')
  return flatten(snapshot.value)
}

/** One user action with the answers it leads to: what a browser test does in one go. */
export interface Group {
  /** Index in `path.steps` of the action; 0 for the page load, whose own calls come first. */
  act: number
  /** Indexes of the results that follow it. */
  results: number[]
}

export function groupsOf(alphabet: BrowserAlphabet, path: MachinePath): Group[] {
  const groups: Group[] = []
  path.steps.forEach((step, index) => {
    if (index === 0) return
    const kind = alphabetEventOf(alphabet, step.event).kind
    if (kind === 'act') groups.push({ act: index, results: [] })
    else if (groups.length === 0) groups.push({ act: 0, results: [index] })
    else groups.at(-1)!.results.push(index)
  })
  return groups
}

/** The ids of actors whose answers the sandbox gives (their `result` events). */
function resultActorIds(alphabet: BrowserAlphabet): Set<string> {
  const ids = new Set<string>()
  for (const entry of alphabet.events) {
    const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(entry.event.type)
    if (entry.kind === 'result' && match) ids.add(match[1]!)
  }
  return ids
}

/**
 * Whether a browser can follow the path as the model does: every event does something (a page
 * never waits for a change that the model says does not come), and a person acts only once the
 * answers they wait for have come (a click during a call would race it).
 */
function followable(alphabet: BrowserAlphabet, path: MachinePath): boolean {
  const waiting = resultActorIds(alphabet)
  const steps = path.steps
  if (steps.slice(1).some((step) => step.transitions.length === 0)) return false
  return groupsOf(alphabet, path).every((group) => {
    const last = steps[group.results.at(-1) ?? group.act] as PathStep
    return !Object.keys(last.snapshot.children).some((id) => waiting.has(id))
  })
}

/**
 * A path that ends waiting for an answer (an action from a state that is no shortest path's end)
 * goes on with each answer that can come, so that the action is followable too.
 */
function withAnswers(
  alphabet: BrowserAlphabet,
  path: MachinePath,
  waiting: ReadonlySet<string>,
  depth = 3,
): MachinePath[] {
  const last = path.steps.at(-1)!.snapshot
  const running = Object.keys(last.children).filter((id) => waiting.has(id))
  if (running.length === 0 || depth === 0) return [path]
  const events = path.steps.slice(1).map((step) => step.event)
  return alphabet.events
    .filter(
      (entry) =>
        entry.kind === 'result' &&
        actorResultWhileRunning(last, entry.event) &&
        (entry.enabled?.(last) ?? true),
    )
    .flatMap((entry) => {
      const list = [...events, entry.event]
      const longer: MachinePath = {
        description: `${JSON.stringify(path.input)}: ${describeEvents(list)}`,
        input: path.input,
        steps: replay(alphabet.machine, path.input, list),
      }
      return withAnswers(alphabet, longer, waiting, depth - 1)
    })
}

/**
 * Few paths that together take every transition and reach every state the alphabet can: all
 * followable paths (the shortest way to each abstract state, then each event from it), then
 * greedily the one adding most not yet covered (greedyCover); then the same for the alphabet's
 * views.
 */
export function selectPaths(alphabet: BrowserAlphabet): MachinePath[] {
  const waiting = resultActorIds(alphabet)
  const candidates = exploreKeyedPaths(alphabet.machine, {
    events: alphabet.events.map((entry) => entry.event),
    inputs: alphabet.inputs,
    key: alphabet.key,
    filterEvents: (snapshot, event) => {
      const entry = alphabetEventOf(alphabet, event)
      // A person acts once the answers they wait for have come (a click during a call races it).
      if (entry.kind === 'act' && Object.keys(snapshot.children).some((id) => waiting.has(id))) {
        return false
      }
      return entry.enabled?.(snapshot) ?? true
    },
  })
    .flatMap((path) => withAnswers(alphabet, path, waiting))
    .filter((path) => followable(alphabet, path))
    .filter(
      (path) =>
        alphabet.realizable?.(
          path.steps.slice(1).map((step) => alphabetEventOf(alphabet, step.event).name),
        ) ?? true,
    )
  const machineCover = (path: MachinePath) => {
    const { states, transitions } = coverageOf(alphabet.machine, [path])
    return [...[...states].map((id) => `state ${id}`), ...transitions]
  }
  const viewCover = (path: MachinePath) => [
    ...new Set(path.steps.flatMap((step) => alphabet.view?.(step.snapshot) ?? [])),
  ]
  // The views second: they add paths only for what the states and transitions left unseen.
  const chosen = greedyCover(candidates, machineCover, [])
  return greedyCover(candidates, viewCover, chosen)
}

/**
 * Adds to `chosen` the paths that cover what it does not yet, each time the one adding most,
 * shorter first on a tie: fewer steps and held answers for the same cover, so a shorter browser
 * test. A path that only lengthens a chosen one adds nothing, so it is never chosen after it.
 */
function greedyCover(
  candidates: readonly MachinePath[],
  coverOf: (path: MachinePath) => string[],
  chosen: readonly MachinePath[],
): MachinePath[] {
  const covered = new Set(chosen.flatMap(coverOf))
  const result = [...chosen]
  const pool = candidates.map((path) => ({ path, cover: coverOf(path) }))
  for (;;) {
    let best: (typeof pool)[number] | null = null
    let bestGain = 0
    for (const entry of pool) {
      const gain = entry.cover.filter((item) => !covered.has(item)).length
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && entry.path.steps.length < best.path.steps.length)
      ) {
        best = entry
        bestGain = gain
      }
    }
    if (!best) break
    result.push(best.path)
    for (const item of best.cover) covered.add(item)
  }
  return result
}

/** What the chosen paths leave out of the machine: states and transitions no browser takes. */
export function uncovered(alphabet: BrowserAlphabet, paths: readonly MachinePath[]) {
  const { states, transitions } = coverageOf(alphabet.machine, paths)
  return {
    states: stateIds(alphabet.machine).filter((id) => !states.has(id)),
    transitions: [...transitionNames(alphabet.machine).values()].filter(
      (name) => !transitions.has(name),
    ),
  }
}

/** A test title: the input's name and the events, by their alphabet names. */
export function titleOf(alphabet: BrowserAlphabet, path: MachinePath, inputName: string): string {
  const names = path.steps.slice(1).map((step) => alphabetEventOf(alphabet, step.event).name)
  return `${inputName}: ${names.join(' → ')}`
}
