import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { outputPaths } from '../../scripts/machines/discover'
import { README_PATH, renderMachineDocs, renderReadme } from '../../scripts/machines/render'
import { machineToConfig } from '../../scripts/machines/to-config'
import { machineToMermaid } from '../../scripts/machines/to-mermaid'
import { configToSource } from '../../scripts/machines/to-source'
import { everyFeatureMachine } from './fixtures/every-feature.machine'
import { machineShape } from './support/machine-shape'

const root = path.resolve(import.meta.dirname, '../..')
const { entries, files } = await renderMachineDocs(root)
const stale = 'is stale: run `npm run machines` and commit docs/machines'

async function importMachine(file: string): Promise<AnyStateMachine> {
  const module = (await import(pathToFileURL(file).href)) as { machine: AnyStateMachine }
  return module.machine
}

/** Each transition to each target is one edge (a final state adds its `--> [*]`). */
function edgeCount(machine: AnyStateMachine): number {
  const walk = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values(node.states).flatMap(walk),
  ]
  return walk(machine.root).reduce((sum, node) => {
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? [])
    const edges = transitions.reduce((n, t) => n + Math.max(t.target?.length ?? 0, 1), 0)
    return sum + edges + (node.type === 'final' ? 1 : 0)
  }, 0)
}

const edgeLines = (mermaid: string) =>
  mermaid.split('\n').filter((line) => line.includes(' --> ') && !line.trim().startsWith('[*]'))

describe('npm run machines', () => {
  it('exports every machine file under machines/', () => {
    const machineFiles = readdirSync(path.join(root, 'machines'), { recursive: true })
      .map((file) => `machines/${String(file).split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.machine.ts'))
    expect(machineFiles.length).toBeGreaterThan(0)
    expect([...new Set(entries.map((entry) => entry.sourcePath))].sort()).toEqual(
      machineFiles.sort(),
    )
  })

  it('lists every machine in docs/machines/README.md', async () => {
    const readme = readFileSync(path.join(root, README_PATH), 'utf8')
    expect(readme, `the index in ${README_PATH} ${stale}`).toBe(await renderReadme(readme, entries))
    for (const entry of entries) expect(readme).toContain(`](${entry.name}.md)`)
  })

  describe.each(entries)('$sourcePath', (entry) => {
    const { definition, diagram } = outputPaths(entry)

    it('has written files that match the machine as it is now', () => {
      for (const file of [definition, diagram]) {
        const written = readFileSync(path.join(root, file), 'utf8')
        expect(written, `${file} ${stale}`).toBe(files.get(file))
      }
    })

    it('has a Stately definition that rebuilds the same machine', async () => {
      const rebuilt = await importMachine(path.join(root, definition))
      expect(machineShape(rebuilt)).toEqual(machineShape(entry.machine))
    })

    it('has a diagram that draws every transition', () => {
      expect(edgeLines(machineToMermaid(entry.machine))).toHaveLength(edgeCount(entry.machine))
    })
  })
})

describe('the export of a machine that uses every feature', () => {
  const scratch = mkdtempSync(path.join(root, 'node_modules/.cache-machines-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('is plain JSON that rebuilds the same machine through its source text', async () => {
    const config = machineToConfig(everyFeatureMachine)
    expect(JSON.parse(JSON.stringify(config))).toEqual(config)
    const file = path.join(scratch, 'every.stately.js')
    writeFileSync(file, await configToSource(config, 'fixture', file))
    const rebuilt = await importMachine(file)
    expect(machineShape(rebuilt)).toEqual(machineShape(everyFeatureMachine))
  })

  it('draws nesting, regions, history, finals and labelled, guarded transitions', () => {
    const mermaid = machineToMermaid(everyFeatureMachine)
    expect(edgeLines(mermaid)).toHaveLength(edgeCount(everyFeatureMachine))
    expect(mermaid).toMatch(/^stateDiagram-v2\n/)
    expect(mermaid).toContain('state "busy (parallel)" as busy {')
    expect(mermaid).toMatch(/\n\s+--\n\s+state "right" as busy_right \{/)
    expect(mermaid).toContain('state "remember (H*)" as busy_left_remember')
    expect(mermaid).toContain('busy_left_three --> [*]')
    expect(mermaid).toContain(
      'idle --> busy : go [and(isReady, not(isBig({"limit":3})))]'
        .replace(/"/g, '#quot;')
        .replace(/[{}]/g, (c) => (c === '{' ? '#123;' : '#125;')),
    )
    expect(mermaid).toContain(
      'idle --> busy_left_two : go / log(#123;#quot;why#quot;:#quot;deep#quot;#125;)',
    )
    expect(mermaid).toContain('idle --> done : after 1000ms')
    expect(mermaid).toContain('idle --> idle : after patience')
    expect(mermaid).toContain('busy_left_one --> busy_left_two : always [isReady]')
    expect(mermaid).toContain('busy --> done : onDone')
    expect(mermaid).toContain('note right of busy : entry / log<br/>exit / log, count')
    // Text that is Mermaid syntax is written as entity codes.
    expect(mermaid).toContain(
      'idle : Waiting#59; #quot;quotes#quot;, #123;braces#125;#59; and #35;hashes survive the diagram.',
    )
  })
})
