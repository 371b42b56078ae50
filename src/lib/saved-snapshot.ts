/**
 * Machine snapshots a tab keeps over a reload or a trip to a payment provider
 * (docs/reliability.md#saved-snapshots). Each is saved with its machine's version in this build
 * and checked before it is restored: the version, the shape (valibot), and that this build's
 * machine can restore it, children included. One that cannot be restored is removed and reported
 * once; the caller then rebuilds the page from the server.
 */
import * as v from 'valibot'
import { createActor, type AnyActorRef, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import { reportError } from './report-error'
import { sessionStore } from './web-storage'

/** The machines whose snapshots are saved, by their docs/machines name. */
export type SavedMachineName = 'checkout' | 'payment'

export function machineVersion(name: SavedMachineName): string {
  return __MACHINE_VERSIONS__[name] ?? 'unknown'
}

type StateValue = string | { [key: string]: StateValue }
const StateValueSchema: v.GenericSchema<StateValue> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => StateValueSchema),
  ),
])

const PersistedSchema = v.looseObject({
  // A finished checkout is kept too (Back from its done page); a failed actor never is.
  status: v.picklist(['active', 'done']),
  value: StateValueSchema,
  context: v.looseObject({}),
  children: v.record(v.string(), v.looseObject({ snapshot: v.looseObject({}) })),
})

const SavedSchema = v.object({ version: v.string(), snapshot: v.unknown() })

export type SavedRead<T> =
  | { kind: 'none' }
  | { kind: 'restorable'; snapshot: T }
  /** Removed and reported; `context` is what its context said, when it could be read at all. */
  | { kind: 'dropped'; context: Record<string, unknown> | null }

/** What `saveSnapshot` writes: the snapshot with its machine's version. */
export const savedText = (name: SavedMachineName, snapshot: unknown): string =>
  JSON.stringify({ version: machineVersion(name), snapshot })

export function saveSnapshot(key: string, name: SavedMachineName, snapshot: unknown): boolean {
  return sessionStore.setItem(key, savedText(name, snapshot))
}

/** Whether the actor and every child it restored came back usable (none in error). */
function restoredWhole(actor: AnyActorRef, persisted: { children: object }): boolean {
  const snapshot = actor.getSnapshot() as { status: string; children?: Record<string, unknown> }
  if (snapshot.status === 'error') return false
  const children = snapshot.children ?? {}
  // A child whose logic this build no longer has is silently left out by XState.
  if (Object.keys(persisted.children).some((id) => !(id in children))) return false
  return Object.entries(persisted.children).every(([id, saved]) => {
    const child = children[id] as AnyActorRef
    const inner = (saved as { snapshot: { children?: object } }).snapshot
    return restoredWhole(child, { children: inner.children ?? {} })
  })
}

/** The saved text read as JSON, or `undefined` when it is not (garbled by hand or cut short). */
function parsedOf(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    // Not JSON: the save is dropped and reported with that reason.
    return undefined
  }
}

function whyNotRestorable(
  machine: AnyStateMachine,
  parsed: unknown,
  version: string,
): string | null {
  const saved = v.safeParse(SavedSchema, parsed)
  if (!saved.success) return 'no version'
  if (saved.output.version !== version) return `version ${saved.output.version}`
  const persisted = v.safeParse(PersistedSchema, saved.output.snapshot)
  if (!persisted.success) return `shape: ${v.summarize(persisted.issues)}`
  // Restored but not started: nothing runs, and XState's verdict on the states is the one we want.
  const restored = createActor(machine, { snapshot: persisted.output as never })
  return restoredWhole(restored, persisted.output) ? null : 'not restorable by this machine'
}

function contextOf(parsed: unknown): Record<string, unknown> | null {
  if (typeof parsed !== 'object' || parsed === null) return null
  const read = parsed as { snapshot?: { context?: unknown }; context?: unknown }
  // Versioned, or saved by a release before versions.
  const context = read.snapshot?.context ?? read.context
  return typeof context === 'object' && context !== null
    ? (context as Record<string, unknown>)
    : null
}

/**
 * What the tab saved under `key` for `machine`: nothing, a snapshot this build restores, or one
 * it could not, which is removed (so no retry reads it again) and reported. The text is parsed
 * once: a saved checkout of a long cart is hundreds of kilobytes.
 */
export function readSnapshot<M extends AnyStateMachine>(
  machine: M,
  key: string,
  name: SavedMachineName,
  /**
   * Puts back in the parsed save what was saved apart (it may change it in place); false when a
   * part is missing.
   */
  join: (parsed: unknown) => boolean = () => true,
): SavedRead<SnapshotFrom<M>> {
  const saved = sessionStore.getItem(key)
  if (saved === null) return { kind: 'none' }
  const version = machineVersion(name)
  const parsed = parsedOf(saved)
  const reason =
    parsed === undefined
      ? 'not JSON'
      : !join(parsed)
        ? 'a part is missing'
        : whyNotRestorable(machine, parsed, version)
  if (reason === null) {
    return { kind: 'restorable', snapshot: (parsed as { snapshot: SnapshotFrom<M> }).snapshot }
  }
  sessionStore.removeItem(key)
  reportError(new Error(`A saved ${name} snapshot could not be restored`), {
    key,
    reason,
    version,
  })
  return { kind: 'dropped', context: contextOf(parsed) }
}
