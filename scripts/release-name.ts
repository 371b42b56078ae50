/**
 * The release name error reports carry when the deploy gives none (`VITE_RELEASE`): this package's
 * version and, in a git checkout, its commit (`storefront@0.1.0+1c0f3bc`), so a report says which
 * build it came from. Without git (a tarball) the version alone.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function defaultRelease(root: string): string {
  const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return `${name}@${version}+${commit}`
  } catch {
    // No git, or not a checkout: the version alone still names the build.
    return `${name}@${version}`
  }
}
