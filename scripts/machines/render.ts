import { format, resolveConfig } from 'prettier'
import { loadMachines, outputPaths, type MachineEntry } from './discover'
import { machineToConfig } from './to-config'
import { machineToMarkdown } from './to-markdown'
import { machineToMermaid } from './to-mermaid'
import { configToSource } from './to-source'

export const INDEX_START = '<!-- machines:start (written by npm run machines) -->'
export const INDEX_END = '<!-- machines:end -->'

/** Every file `npm run machines` writes, by path relative to the repository root. */
export async function renderMachineDocs(
  root: string,
): Promise<{ entries: MachineEntry[]; files: Map<string, string> }> {
  const entries = await loadMachines(root)
  const files = new Map<string, string>()
  for (const entry of entries) {
    const { definition, diagram } = outputPaths(entry)
    const config = machineToConfig(entry.machine)
    files.set(definition, await configToSource(config, entry.sourcePath, definition))
    files.set(
      diagram,
      await formatMarkdown(machineToMarkdown(entry, machineToMermaid(entry.machine)), diagram),
    )
  }
  return { entries, files }
}

/** Written as `npm run format` would leave it, so formatting the repository never makes it stale. */
async function formatMarkdown(text: string, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {}
  return format(text, { ...options, parser: 'markdown', filepath: file })
}

/** docs/machines/README.md with its list of machines brought up to date. */
export async function renderReadme(readme: string, entries: MachineEntry[]): Promise<string> {
  return formatMarkdown(replaceIndex(readme, renderIndex(entries)), README_PATH)
}

export const README_PATH = 'docs/machines/README.md'

/** The list of machines inside docs/machines/README.md, between its markers. */
export function renderIndex(entries: MachineEntry[]): string {
  const rows = entries.map((entry) => {
    const { definition, diagram } = outputPaths(entry)
    const local = (file: string) => file.replace(/^docs\/machines\//, '')
    return `| ${entry.name} | [diagram](${local(diagram)}) | [${local(definition)}](${local(definition)}) | [${entry.sourcePath}](../../${entry.sourcePath}) |`
  })
  return [
    INDEX_START,
    '| machine | diagram | Stately definition | source |',
    '|---|---|---|---|',
    ...rows,
    INDEX_END,
  ].join('\n')
}

export function replaceIndex(readme: string, index: string): string {
  const start = readme.indexOf(INDEX_START)
  const end = readme.indexOf(INDEX_END)
  if (start < 0 || end < start) throw new Error('docs/machines/README.md lost its index markers')
  return readme.slice(0, start) + index + readme.slice(end + INDEX_END.length)
}
