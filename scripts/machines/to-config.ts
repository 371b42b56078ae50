import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import {
  describeAction,
  describeActorSource,
  describeGuard,
  writtenActions,
  type NamedRef,
} from './names'

/**
 * Turns a machine back into the JSON config that `createMachine` accepts, as the Stately
 * visualiser and editor import it: states, transitions with their targets, guards, actions and
 * invokes by name. It reads the machine's resolved state nodes (not its source text), so whatever
 * `setup().createMachine()` understood is what gets written.
 */
export type ConfigObject = { [key: string]: ConfigValue }
export type ConfigValue = string | number | boolean | null | ConfigValue[] | ConfigObject

export function machineToConfig(machine: AnyStateMachine): ConfigObject {
  return { id: machine.root.id, ...nodeToConfig(machine.root) }
}

function refToConfig(ref: NamedRef): ConfigValue {
  return typeof ref === 'string' ? ref : { type: ref.type, params: toJson(ref.params) }
}

function toJson(value: unknown): ConfigValue {
  return JSON.parse(JSON.stringify(value ?? null)) as ConfigValue
}

function isJson(value: unknown): boolean {
  try {
    JSON.stringify(value)
    return value !== undefined
  } catch {
    return false
  }
}

/** Relative where XState resolves it the same way (a sibling, a child), else by `#id`. */
function targetRef(source: AnyStateNode, target: AnyStateNode): string {
  if (source.parent && target.parent === source.parent) return target.key
  const below: string[] = []
  for (let node: AnyStateNode | undefined = target; node; node = node.parent) {
    if (node === source) return `.${below.reverse().join('.')}`
    below.push(node.key)
  }
  return `#${target.id}`
}

function transitionToConfig(transition: AnyTransitionDefinition): ConfigValue {
  const targets = (transition.target ?? []).map((target) => targetRef(transition.source, target))
  const out: ConfigObject = {}
  if (targets.length === 1) out.target = targets[0]!
  else if (targets.length > 1) out.target = targets
  if (transition.guard !== undefined) out.guard = refToConfig(describeGuard(transition.guard))
  const actions = transition.actions.map((action) => refToConfig(describeAction(action)))
  if (actions.length === 1) out.actions = actions[0]!
  else if (actions.length > 1) out.actions = actions
  if (transition.reenter) out.reenter = true
  if (transition.description) out.description = transition.description
  if (transition.meta !== undefined && isJson(transition.meta)) out.meta = toJson(transition.meta)
  // A plain `event: 'target'` reads best; anything more keeps the object form.
  const keys = Object.keys(out)
  if (keys.length === 1 && typeof out.target === 'string') return out.target
  return out
}

function transitionsToConfig(transitions: AnyTransitionDefinition[]): ConfigValue {
  const list = transitions.map(transitionToConfig)
  return list.length === 1 ? list[0]! : list
}

/** Sorts a state's transitions back into the keys they were written under. */
function groupTransitions(node: AnyStateNode) {
  const on: ConfigObject = {}
  const after: ConfigObject = {}
  const invokeEvents = new Map<string, { key: 'onDone' | 'onError' | 'onSnapshot'; id: string }>()
  for (const invoke of node.invoke) {
    invokeEvents.set(`xstate.done.actor.${invoke.id}`, { key: 'onDone', id: invoke.id })
    invokeEvents.set(`xstate.error.actor.${invoke.id}`, { key: 'onError', id: invoke.id })
    invokeEvents.set(`xstate.snapshot.${invoke.id}`, { key: 'onSnapshot', id: invoke.id })
  }
  const byInvoke = new Map<string, ConfigObject>()
  let onDone: ConfigValue | undefined
  const afterPrefix = 'xstate.after.'
  const afterSuffix = `.${node.id}`
  for (const [eventType, transitions] of node.transitions) {
    const value = transitionsToConfig(transitions)
    const invokeEvent = invokeEvents.get(eventType)
    if (invokeEvent) {
      const entry = byInvoke.get(invokeEvent.id) ?? {}
      entry[invokeEvent.key] = value
      byInvoke.set(invokeEvent.id, entry)
    } else if (eventType === `xstate.done.state.${node.id}`) {
      onDone = value
    } else if (eventType.startsWith(afterPrefix) && eventType.endsWith(afterSuffix)) {
      after[eventType.slice(afterPrefix.length, -afterSuffix.length)] = value
    } else {
      on[eventType] = value
    }
  }
  return { on, after, byInvoke, onDone }
}

function nodeToConfig(node: AnyStateNode): ConfigObject {
  const out: ConfigObject = {}
  const isRoot = node.parent === undefined
  if (!isRoot && typeof node.config.id === 'string') out.id = node.id
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history')
    out.type = node.type
  if (node.type === 'history') {
    out.history = node.history === 'deep' ? 'deep' : 'shallow'
    const target: unknown = node.config.target
    if (typeof target === 'string') out.target = target
  }
  if (node.type === 'compound') {
    const initial = node.initial.target[0]
    if (initial) out.initial = targetRef(node, initial).replace(/^\./, '')
  }
  if (node.description) out.description = node.description
  if (node.tags.length > 0) out.tags = [...node.tags]
  if (node.meta !== undefined && isJson(node.meta)) out.meta = toJson(node.meta)
  const entry = writtenActions(node.entry).map((a) => refToConfig(describeAction(a)))
  if (entry.length > 0) out.entry = entry
  const exit = writtenActions(node.exit).map((a) => refToConfig(describeAction(a)))
  if (exit.length > 0) out.exit = exit

  const { on, after, byInvoke, onDone } = groupTransitions(node)
  if (node.invoke.length > 0) {
    out.invoke = node.invoke.map((invoke, index) => {
      const config: ConfigObject = {}
      // XState names an unnamed invoke `${index}.${stateId}`; leave those unnamed again.
      if (invoke.id !== `${index}.${node.id}`) config.id = invoke.id
      config.src = describeActorSource(invoke.src)
      if (invoke.systemId) config.systemId = invoke.systemId
      return { ...config, ...byInvoke.get(invoke.id) }
    })
  }
  if (Object.keys(on).length > 0) out.on = on
  if (Object.keys(after).length > 0) out.after = after
  if (node.always && node.always.length > 0) out.always = transitionsToConfig(node.always)
  if (onDone !== undefined) out.onDone = onDone

  const children = Object.entries(node.states)
  if (children.length > 0) {
    out.states = Object.fromEntries(children.map(([key, child]) => [key, nodeToConfig(child)]))
  }
  return out
}
