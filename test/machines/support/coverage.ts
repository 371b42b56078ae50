import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import type { MachinePath } from './paths'

/**
 * What a set of paths covers of a machine: its state nodes (by id) and its transitions (each
 * guarded branch, invoke `onDone`/`onError`, `after` and `always` separately), so a test can
 * demand that nothing in the machine goes untested.
 */

function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(walk)]
}

/** Every state a snapshot can be in; history nodes are never "in", their transitions count. */
export function stateIds(machine: AnyStateMachine): string[] {
  return walk(machine.root)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id)
}

/** Every transition of the machine, named `source --event[index]--> targets`. */
export function transitionNames(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const names = new Map<AnyTransitionDefinition, string>()
  for (const node of walk(machine.root)) {
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()]
    if (node.always?.length) groups.push(['always', node.always])
    for (const [event, transitions] of groups) {
      transitions.forEach((transition, index) => {
        const targets = transition.target?.map((target) => target.id).join(', ') ?? '(stays)'
        names.set(transition, `${node.id} --${event}[${index}]--> ${targets}`)
      })
    }
  }
  return names
}

export interface Coverage {
  states: Set<string>
  transitions: Set<string>
}

export function coverageOf(machine: AnyStateMachine, paths: readonly MachinePath[]): Coverage {
  const names = transitionNames(machine)
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of step.snapshot._nodes) states.add(node.id)
      for (const transition of step.transitions) {
        const name = names.get(transition)
        if (!name) continue
        transitions.add(name)
        // A state left by a transition was entered, even one no snapshot rests in (`always` only).
        states.add(transition.source.id)
      }
    }
  }
  return { states, transitions }
}

/** Throws, naming each state and transition no path reached. */
export function expectFullCoverage(
  machine: AnyStateMachine,
  paths: readonly MachinePath[],
): Coverage {
  const coverage = coverageOf(machine, paths)
  const missingStates = stateIds(machine).filter((id) => !coverage.states.has(id))
  const missingTransitions = [...transitionNames(machine).values()].filter(
    (name) => !coverage.transitions.has(name),
  )
  if (missingStates.length || missingTransitions.length) {
    throw new Error(
      [
        `${machine.id}: ${paths.length} paths leave parts of the machine untested.`,
        ...missingStates.map((id) => `  state never reached: ${id}`),
        ...missingTransitions.map((name) => `  transition never taken: ${name}`),
        'Add the events (or actor results) that lead there to the traversal.',
      ].join('\n'),
    )
  }
  return coverage
}
