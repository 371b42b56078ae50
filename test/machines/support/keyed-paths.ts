import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { describeEvents, replay, type MachinePath } from './paths'

/**
 * An invoked actor's result can only come while it runs: an error event from an actor that is
 * not running would fail the machine in a way the app can never see.
 */
export const actorResultWhileRunning = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  return !match || match[2]! in snapshot.children
}

export interface KeyedExploreOptions {
  events: readonly AnyEventObject[]
  inputs: readonly unknown[]
  /**
   * Tells snapshots apart by state and by what the guards read, for machines whose context alone
   * (a counter, a list) would make the raw graph endless.
   */
  key: (snapshot: AnyMachineSnapshot) => string
  /** Narrows where an event may happen (a browser model offers only what the page can do). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
}

/** Every reachable (abstract) state and every event from it, replayed on the real machine. */
export function exploreKeyedPaths(
  machine: AnyStateMachine,
  { events, inputs, key, filterEvents }: KeyedExploreOptions,
): MachinePath[] {
  return inputs.flatMap((input) => {
    const traversal = {
      events: [...events],
      input,
      serializeState: key,
      filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
        actorResultWhileRunning(snapshot, event) && (filterEvents?.(snapshot, event) ?? true),
    }
    const eventsOf = (path: { steps: { event: AnyEventObject }[] }) =>
      path.steps.slice(1).map((step) => step.event)
    const toState = new Map(
      getShortestPaths(machine, traversal).map((path) => [key(path.state), eventsOf(path)]),
    )
    const lists: AnyEventObject[][] = []
    for (const [state, { transitions }] of Object.entries(getAdjacencyMap(machine, traversal))) {
      const prefix = toState.get(state)
      if (!prefix) continue
      const edges = Object.values(transitions) as { event: AnyEventObject }[]
      for (const { event } of edges) lists.push([...prefix, event])
    }
    return lists.map((list) => ({
      description: `${JSON.stringify(input)}: ${describeEvents(list)}`,
      input,
      steps: replay(machine, input, list),
    }))
  })
}
