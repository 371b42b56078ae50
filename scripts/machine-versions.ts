/**
 * Each machine's version for this build: a hash of its machine file and every file under
 * machines/ it imports, however deep. A release that changes any of them (a state renamed, a
 * context field added, a guard rewritten) has a new version, and a snapshot saved under another
 * is not restored (docs/reliability.md#saved-snapshots). Given to the app as `__MACHINE_VERSIONS__`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { findMachineFiles } from './machines/discover.ts'

const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g

/** The machine file and the machine files it imports, each once, in a stable order. */
function closure(root: string, file: string): string[] {
  const seen = new Set<string>()
  const visit = (relative: string) => {
    if (seen.has(relative)) return
    seen.add(relative)
    const source = readFileSync(path.join(root, relative), 'utf8')
    for (const [, spec] of source.matchAll(RELATIVE_IMPORT)) {
      const target = path.posix.join(path.posix.dirname(relative), spec!)
      const withExtension = target.endsWith('.ts') ? target : `${target}.ts`
      if (existsSync(path.join(root, withExtension))) visit(withExtension)
    }
  }
  visit(file)
  return [...seen].sort()
}

/** `checkout`, `payment`, `seller/stream-post` … (as docs/machines names them) to a short hash. */
export function machineVersions(root: string): Record<string, string> {
  const versions: Record<string, string> = {}
  for (const file of findMachineFiles(root)) {
    const hash = createHash('sha256')
    for (const part of closure(root, file)) {
      hash
        .update(part)
        .update('\0')
        .update(readFileSync(path.join(root, part)))
        .update('\0')
    }
    const parts = file
      .replace(/^machines\//, '')
      .replace(/\.machine\.ts$/, '')
      .split('/')
    if (parts.length > 1 && parts.at(-1) === parts.at(-2)) parts.pop()
    versions[parts.join('/')] = hash.digest('hex').slice(0, 12)
  }
  return versions
}
