import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import {
  describeAction,
  describeActorSource,
  describeGuard,
  refLabel,
  writtenActions,
} from './names'

/**
 * A Mermaid `stateDiagram-v2` of a machine, which GitHub renders in markdown with no tool:
 * nested states as composite states, parallel regions separated by `--`, `[*]` for initial and
 * final states, and each transition labelled `event [guard] / actions`.
 */

// Mermaid reads `;`, `#`, braces and quotes as syntax; its entity codes print them instead.
const ENTITIES: Record<string, string> = {
  '#': '#35;',
  ';': '#59;',
  '"': '#quot;',
  '{': '#123;',
  '}': '#125;',
}

function escapeText(text: string): string {
  return text
    .replace(/[#;"{}]/g, (char) => ENTITIES[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The event as a reader thinks of it; XState's own event names are kept where people use them. */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  if (eventType === '') return 'always'
  const afterPrefix = 'xstate.after.'
  const afterSuffix = `.${source.id}`
  if (eventType.startsWith(afterPrefix) && eventType.endsWith(afterSuffix)) {
    const delay = eventType.slice(afterPrefix.length, -afterSuffix.length)
    return /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`
  }
  if (eventType === `xstate.done.state.${source.id}`) return 'onDone'
  return eventType
}

export function transitionLabel(transition: AnyTransitionDefinition): string {
  let label = eventLabel(transition.eventType, transition.source)
  if (transition.guard !== undefined) label += ` [${refLabel(describeGuard(transition.guard))}]`
  const actions = transition.actions.map((action) => refLabel(describeAction(action)))
  if (actions.length > 0) label += ` / ${actions.join(', ')}`
  return label
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? [])
}

function ancestry(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    chain.unshift(current)
  }
  return chain
}

/**
 * Mermaid draws an edge inside the composite state where it is written, so each edge goes in the
 * innermost state that contains both ends (undefined: the top level of the diagram).
 */
function edgeBlock(source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined {
  const a = ancestry(source)
  const b = ancestry(target)
  let common: AnyStateNode | undefined
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common = a[i]
  // An edge may not sit inside one of its own ends: it goes one level up.
  if (common === source || common === target) return common?.parent
  return common
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const root = machine.root
  const ids = new Map<AnyStateNode, string>()
  const used = new Set<string>()
  const idOf = (node: AnyStateNode): string => {
    const known = ids.get(node)
    if (known) return known
    const base = node.path.length === 0 ? node.id : node.path.join('_')
    let id = base.replace(/[^A-Za-z0-9_]/g, '_')
    for (let n = 2; used.has(id); n++) id = `${base.replace(/[^A-Za-z0-9_]/g, '_')}_${n}`
    used.add(id)
    ids.set(node, id)
    return id
  }

  // Edges are grouped by the block they are written in; a `[*]` end is a final state's exit.
  const edges = new Map<AnyStateNode | undefined, string[]>()
  const addEdge = (block: AnyStateNode | undefined, line: string) => {
    edges.set(block, [...(edges.get(block) ?? []), line])
  }
  const visit = (node: AnyStateNode) => {
    for (const transition of allTransitions(node)) {
      const label = escapeText(transitionLabel(transition))
      const targets = transition.target?.length ? transition.target : [node]
      for (const target of targets) {
        addEdge(edgeBlock(node, target), `${idOf(node)} --> ${idOf(target)} : ${label}`)
      }
    }
    if (node.type === 'final' && node.parent) addEdge(node.parent, `${idOf(node)} --> [*]`)
    Object.values(node.states).forEach(visit)
  }

  const lines: string[] = ['stateDiagram-v2']
  const write = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`)

  // What a state does besides its transitions: description, entry/exit actions, invoked actors.
  const notesOf = (node: AnyStateNode): string[] => {
    const notes: string[] = []
    if (node.description) notes.push(node.description)
    const entry = writtenActions(node.entry).map((a) => refLabel(describeAction(a)))
    if (entry.length) notes.push(`entry / ${entry.join(', ')}`)
    const exit = writtenActions(node.exit).map((a) => refLabel(describeAction(a)))
    if (exit.length) notes.push(`exit / ${exit.join(', ')}`)
    node.invoke.forEach((invoke, index) => {
      const src = describeActorSource(invoke.src)
      // An unnamed invoke gets `${index}.${stateId}` from XState: not worth printing.
      const named = invoke.id !== src && invoke.id !== `${index}.${node.id}`
      notes.push(`invoke ${named ? `${src} as ${invoke.id}` : src}`)
    })
    return notes.map(escapeText)
  }

  const writeInside = (depth: number, node: AnyStateNode) => {
    const children = Object.values(node.states)
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) write(depth, '--')
        writeState(depth, child)
      })
    } else {
      const initial = node.initial.target[0]
      if (initial) write(depth, `[*] --> ${idOf(initial)}`)
      children.forEach((child) => writeState(depth, child))
    }
    for (const line of edges.get(node) ?? []) write(depth, line)
  }

  function writeState(depth: number, node: AnyStateNode) {
    const id = idOf(node)
    let label = node.key
    if (node.type === 'parallel') label += ' (parallel)'
    if (node.type === 'history') label += node.history === 'deep' ? ' (H*)' : ' (H)'
    if (Object.keys(node.states).length > 0) {
      write(depth, `state "${escapeText(label)}" as ${id} {`)
      writeInside(depth + 1, node)
      write(depth, '}')
      // Mermaid puts no text inside a composite state, so it gets a note beside it.
      const notes = notesOf(node)
      if (notes.length) write(depth, `note right of ${id} : ${notes.join('<br/>')}`)
    } else {
      write(depth, `state "${escapeText(label)}" as ${id}`)
      for (const note of notesOf(node)) write(depth, `${id} : ${note}`)
    }
  }

  idOf(root)
  visit(root)
  if (root.type === 'parallel') {
    // Regions need a composite state around them; the machine itself is that state.
    write(1, `[*] --> ${idOf(root)}`)
    writeState(1, root)
  } else {
    writeInside(1, root)
  }
  for (const line of edges.get(undefined) ?? []) write(1, line)
  return `${lines.join('\n')}\n`
}
