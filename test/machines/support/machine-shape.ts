import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/**
 * A machine's structure as plain data, to compare two machines: every state with its kind,
 * initial state, description, entry/exit actions and invokes, and every transition with its
 * event, targets, guard, actions and reenter flag. Implementations are compared by name only.
 * Written apart from scripts/machines on purpose, so the export is checked by a second reading.
 */

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'function') {
    const { guards, stateValue, type } = value as {
      guards?: unknown
      stateValue?: unknown
      type?: unknown
    }
    if (Array.isArray(guards)) return `${value.name}(${guards.map(nameOf).join(', ')})`
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`
    if (typeof type === 'string') return type
    return '(inline)'
  }
  if (typeof value === 'object' && value !== null && 'type' in value) {
    const { type, params } = value as { type: unknown; params?: unknown }
    const staticParams =
      params === undefined || typeof params === 'function' ? '' : `(${JSON.stringify(params)})`
    return `${String(type)}${staticParams}`
  }
  return '(inline)'
}

function transitionShape(transition: AnyTransitionDefinition) {
  return {
    event: transition.eventType,
    targets: (transition.target ?? []).map((target) => target.id),
    guard: transition.guard === undefined ? undefined : nameOf(transition.guard),
    actions: transition.actions.map(nameOf),
    reenter: transition.reenter,
  }
}

function nodeShape(node: AnyStateNode) {
  return {
    type: node.type,
    history: node.history,
    initial: node.type === 'compound' ? node.initial.target.map((target) => target.id) : [],
    description: node.description,
    tags: [...node.tags],
    entry: node.entry.map(nameOf),
    exit: node.exit.map(nameOf),
    invoke: node.invoke.map((invoke) => ({ id: invoke.id, src: nameOf(invoke.src) })),
    transitions: [...node.transitions.values()].flat().map(transitionShape),
    always: (node.always ?? []).map(transitionShape),
    children: Object.keys(node.states),
  }
}

export function machineShape(
  machine: AnyStateMachine,
): Record<string, ReturnType<typeof nodeShape>> {
  const shape: Record<string, ReturnType<typeof nodeShape>> = {}
  const visit = (node: AnyStateNode) => {
    shape[node.id] = nodeShape(node)
    Object.values(node.states).forEach(visit)
  }
  visit(machine.root)
  return shape
}
