import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Tests that read the route files as text (what each declares), not as the router runs them. */
export const ROUTES = fileURLToPath(new URL('../../src/routes', import.meta.url))

/** Every TypeScript file under `dir`, at any depth. */
export const sourceFilesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? sourceFilesUnder(path)
      : /\.tsx?$/.test(name)
        ? [path]
        : []
  })

/** The route file itself, then the layout routes above it (`route.tsx` of each folder up), deepest first. */
export function routeAndAncestors(file: string): string[] {
  const files = [file]
  for (let dir = dirname(file); dir.startsWith(ROUTES); dir = dirname(dir)) {
    const layout = join(dir, 'route.tsx')
    if (layout !== file && existsSync(layout)) files.push(layout)
  }
  return files
}
