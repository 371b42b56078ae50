import { globSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { StateMachine, type AnyStateMachine } from 'xstate'

/** One exported machine and where its exports go. */
export interface MachineEntry {
  /** Path below machines/ without `.machine.ts` (plus the export name if a file has several). */
  name: string
  /** The machine file, relative to the repository root, with forward slashes. */
  sourcePath: string
  exportName: string
  machine: AnyStateMachine
}

export const MACHINES_GLOB = 'machines/**/*.machine.ts'
export const OUTPUT_DIR = 'docs/machines'

/** Every machine file: adding one under machines/ is all it takes to be exported and tested. */
export function findMachineFiles(root: string): string[] {
  return globSync(MACHINES_GLOB, { cwd: root })
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

function isStateMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine
}

export async function loadMachines(root: string): Promise<MachineEntry[]> {
  const entries: MachineEntry[] = []
  for (const sourcePath of findMachineFiles(root)) {
    const module = (await import(pathToFileURL(path.join(root, sourcePath)).href)) as Record<
      string,
      unknown
    >
    const machines = Object.entries(module).filter((entry): entry is [string, AnyStateMachine] =>
      isStateMachine(entry[1]),
    )
    if (machines.length === 0) throw new Error(`${sourcePath} exports no state machine`)
    // machines/boot/boot.machine.ts is `boot`; machines/checkout/jp.machine.ts is `checkout/jp`.
    const parts = sourcePath
      .replace(/^machines\//, '')
      .replace(/\.machine\.ts$/, '')
      .split('/')
    if (parts.length > 1 && parts.at(-1) === parts.at(-2)) parts.pop()
    const base = parts.join('/')
    for (const [exportName, machine] of machines) {
      const name = machines.length === 1 ? base : `${base}.${exportName}`
      entries.push({ name, sourcePath, exportName, machine })
    }
  }
  return entries
}

/** Where a machine's files go, relative to the repository root. */
export function outputPaths(entry: Pick<MachineEntry, 'name'>) {
  return {
    definition: `${OUTPUT_DIR}/${entry.name}.stately.js`,
    diagram: `${OUTPUT_DIR}/${entry.name}.md`,
  }
}
