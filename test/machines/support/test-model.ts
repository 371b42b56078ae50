import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate'

/**
 * `createTestModel` refuses machines with `invoke` or `after`. Rather than hand-write a second
 * machine that can drift, this derives one from the production machine: same states, same guards
 * and actions (the production implementations), and every invoke result or delay becomes the
 * ordinary event XState would have sent (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
 * `xstate.snapshot.<id>`, `xstate.after.<delay>.<stateId>`), which a test then sends itself.
 */

type RawConfig = Record<string, unknown>

function isRecord(value: unknown): value is RawConfig {
  return typeof value === 'object' && value !== null
}

function toList(value: unknown): unknown[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function deriveNode(node: AnyStateNode): RawConfig {
  const { invoke: _invoke, after, on, states, ...rest } = node.config as RawConfig
  const events: RawConfig = isRecord(on) ? { ...on } : {}
  toList(node.config.invoke).forEach((raw, index) => {
    const id = node.invoke[index]?.id
    if (!isRecord(raw) || id === undefined) return
    if (raw.onDone !== undefined) events[`xstate.done.actor.${id}`] = raw.onDone
    if (raw.onError !== undefined) events[`xstate.error.actor.${id}`] = raw.onError
    if (raw.onSnapshot !== undefined) events[`xstate.snapshot.${id}`] = raw.onSnapshot
  })
  if (isRecord(after)) {
    for (const [delay, transitions] of Object.entries(after)) {
      events[`xstate.after.${delay}.${node.id}`] = transitions
    }
  }
  const derived: RawConfig = { ...rest, on: events }
  if (isRecord(states)) {
    derived.states = Object.fromEntries(
      Object.keys(states).map((key) => [key, deriveNode(node.states[key]!)]),
    )
  }
  return derived
}

export function toTestModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = deriveNode(machine.root) as Parameters<typeof createMachine>[0]
  const implementations = machine.implementations as Parameters<typeof createMachine>[1]
  return createMachine(config, implementations)
}
