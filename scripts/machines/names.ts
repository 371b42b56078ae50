/**
 * How a machine's guards, actions and actors are written in an export. Machines name every one of
 * them in `setup` (docs/machines/README.md#what-each-machine-promises), so the export keeps names;
 * what is not a name (an inline function, a `params` mapper) has no JSON form and is reduced to a
 * readable label.
 */

/** A reference as the Stately editor reads it: a name, or a name with static params. */
export type NamedRef = string | { type: string; params: unknown }

const INLINE = '(inline)'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Static params survive only if they are plain JSON; a mapper function is dropped. */
function withStaticParams(type: string, params: unknown): NamedRef {
  if (params === undefined || typeof params === 'function') return type
  try {
    return { type, params: JSON.parse(JSON.stringify(params)) as unknown }
  } catch {
    return type
  }
}

/** `and`, `or`, `not` and `stateIn` from xstate are functions that carry their operands. */
export function describeGuard(guard: unknown): NamedRef {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const operands: unknown = (guard as { guards?: unknown }).guards
    if (Array.isArray(operands)) {
      const inner = operands.map((operand) => refLabel(describeGuard(operand)))
      return `${guard.name}(${inner.join(', ')})`
    }
    const stateValue: unknown = (guard as { stateValue?: unknown }).stateValue
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`
    return INLINE
  }
  if (isRecord(guard) && typeof guard.type === 'string') {
    return withStaticParams(guard.type, guard.params)
  }
  return INLINE
}

/**
 * `after` makes XState add a delayed `raise` to the state's entry and a `cancel` to its exit; they
 * are how the delay works, not actions anyone wrote, and `after` already says them.
 */
export function isDelayMechanics(action: unknown): boolean {
  if (typeof action !== 'function') return false
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown }
  const marker = type === 'xstate.raise' ? id : type === 'xstate.cancel' ? sendId : undefined
  return typeof marker === 'string' && marker.startsWith('xstate.after.')
}

/** Actions a person wrote on a state's entry or exit. */
export function writtenActions(actions: readonly unknown[]): unknown[] {
  return actions.filter((action) => !isDelayMechanics(action))
}

/** Built-in actions (assign, raise, sendTo, ...) are functions tagged with their `type`. */
export function describeAction(action: unknown): NamedRef {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const type: unknown = (action as { type?: unknown }).type
    return typeof type === 'string' ? type : INLINE
  }
  if (isRecord(action) && typeof action.type === 'string') {
    return withStaticParams(action.type, action.params)
  }
  return INLINE
}

export function describeActorSource(src: unknown): string {
  return typeof src === 'string' ? src : INLINE
}

/** A reference as one line of text, for diagrams and labels. */
export function refLabel(ref: NamedRef): string {
  return typeof ref === 'string' ? ref : `${ref.type}(${JSON.stringify(ref.params)})`
}
