import {
  createActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type AnyEventObject,
  type InspectionEvent,
} from 'xstate'
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type AdjacencyMap,
} from 'xstate/graph'

/**
 * Paths through a real (production) machine, from `xstate/graph`, replayed so that each step also
 * says which actions ran (with their resolved params) and which transitions were taken. Machines
 * with `invoke` work as they are: list the invoked actors' results among the events
 * (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>` with an `error`).
 */

export interface RanAction {
  type: string
  params: unknown
}

export interface PathStep {
  /** `xstate.init` for the first step. */
  event: AnyEventObject
  /** The snapshot after the event. */
  snapshot: AnyMachineSnapshot
  actions: RanAction[]
  transitions: AnyTransitionDefinition[]
}

export interface MachinePath {
  /** The events after the start, as a line a failing assertion can print. */
  description: string
  input: unknown
  steps: PathStep[]
}

export interface ExploreOptions {
  /** Events to try; an event type the current state does not handle is skipped. */
  events: readonly AnyEventObject[]
  /** Each input is a separate start (e.g. a fresh boot and a boot after a reload). */
  inputs?: readonly unknown[]
  /**
   * `transitions` (default): for every reachable state and every event, the shortest way there
   * plus that event, which takes every transition at a cost that grows with the machine, not with
   * its number of paths. `shortest`: one path per reachable state. `simple`: every path that
   * repeats no state (grows fast; use it on small machines or with few events).
   */
  strategy?: 'transitions' | 'shortest' | 'simple'
}

/** A scope like XState's own pure `transition()`, but one that records what happens. */
function recordingScope(machine: AnyStateMachine, input: unknown) {
  const actions: RanAction[] = []
  const transitions: AnyTransitionDefinition[] = []
  const self = createActor(machine, { input })
  self.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') transitions.push(...event._transitions)
  })
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: (action) => actions.push({ type: action.type, params: action.params }),
  }
  const take = () => ({ actions: actions.splice(0), transitions: transitions.splice(0) })
  return { scope, take }
}

export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): PathStep[] {
  const { scope, take } = recordingScope(machine, input)
  let snapshot: AnyMachineSnapshot = machine.getInitialSnapshot(scope, input)
  const steps: PathStep[] = [{ event: { type: 'xstate.init' }, snapshot, ...take() }]
  for (const event of events) {
    snapshot = machine.transition(snapshot, event, scope)
    steps.push({ event, snapshot, ...take() })
  }
  return steps
}

export function describeEvents(events: readonly AnyEventObject[]): string {
  return events.map((event) => JSON.stringify(event)).join(' -> ') || '(start)'
}

type Traversal = { events: readonly AnyEventObject[]; input: unknown }

/** The event lists of the paths a strategy picks, from the real machine's graph. */
function eventLists(
  machine: AnyStateMachine,
  strategy: NonNullable<ExploreOptions['strategy']>,
  traversal: Traversal,
): AnyEventObject[][] {
  const eventsOf = (path: { steps: { event: AnyEventObject }[] }) =>
    path.steps.slice(1).map((step) => step.event)
  if (strategy === 'simple') return getSimplePaths(machine, traversal).map(eventsOf)
  const shortest = getShortestPaths(machine, traversal)
  if (strategy === 'shortest') return shortest.map(eventsOf)
  const toState = new Map<string, AnyEventObject[]>(
    shortest.map((path) => [serializeSnapshot(path.state), eventsOf(path)]),
  )
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(
    machine,
    traversal,
  )
  const lists: AnyEventObject[][] = []
  for (const [state, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(state)
    if (!prefix) continue
    // The graph keys edges by branded strings, which Object.values cannot see through.
    const edges = Object.values(transitions) as { event: AnyEventObject }[]
    for (const { event } of edges) lists.push([...prefix, event])
  }
  return lists
}

export function explorePaths(machine: AnyStateMachine, options: ExploreOptions): MachinePath[] {
  const inputs = options.inputs ?? [undefined]
  return inputs.flatMap((input) =>
    eventLists(machine, options.strategy ?? 'transitions', { events: options.events, input }).map(
      (events) => ({
        description: `${JSON.stringify(input)}: ${describeEvents(events)}`,
        input,
        steps: replay(machine, input, events),
      }),
    ),
  )
}
