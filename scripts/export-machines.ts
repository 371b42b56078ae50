/**
 * `npm run machines`: writes every machine under machines/ for people and tools to open
 * (docs/machines/README.md says how). test/machines/export.test.ts fails when these files are
 * stale or do not rebuild the machine they came from.
 */
import { globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { OUTPUT_DIR } from './machines/discover'
import { README_PATH, renderMachineDocs, renderReadme } from './machines/render'

const root = path.resolve(import.meta.dirname, '..')
const { entries, files } = await renderMachineDocs(root)

// Files of machines that no longer exist must not linger.
for (const stale of globSync(`${OUTPUT_DIR}/**/*.{md,stately.js}`, { cwd: root })) {
  const relative = stale.split(path.sep).join('/')
  if (relative !== README_PATH && !files.has(relative)) {
    rmSync(path.join(root, relative))
  }
}
for (const [relative, content] of files) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  writeFileSync(path.join(root, relative), content)
}
const readmePath = path.join(root, README_PATH)
writeFileSync(readmePath, await renderReadme(readFileSync(readmePath, 'utf8'), entries))

for (const entry of entries)
  console.log(`${entry.sourcePath} -> ${OUTPUT_DIR}/${entry.name}.{md,stately.js}`)
