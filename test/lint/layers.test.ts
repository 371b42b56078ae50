import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { textLinter } from './text-linter'
import { ALLOWED, REFUSED, type LayerCase } from './layer-cases'

/**
 * The layer rule in eslint.config.js keeps working: every import it must refuse is reported, at
 * any depth, through `import()` and re-exports, and the arrows it must allow are not. Without
 * this, a typo in a pattern or a plugin update could turn the rule into one that passes
 * everything, and nothing would notice.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
// `ignore: false` reaches test/lint/fixtures, which `npm run lint` skips on purpose.
const eslint = textLinter(root, { ignore: false })

const LAYER_RULE = 'boundaries/dependencies'

async function layerMessages({ at, code }: LayerCase): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${at}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === LAYER_RULE).map((m) => m.message)
}

describe('the layer rule', () => {
  it.each(REFUSED.map((c) => [c.name, c] as const))('refuses %s', async (_, layerCase) => {
    expect(await layerMessages(layerCase)).toHaveLength(1)
  })

  it.each(ALLOWED.map((c) => [c.name, c] as const))('allows %s', async (_, layerCase) => {
    expect(await layerMessages(layerCase)).toEqual([])
  })

  it('reports an import cycle', async () => {
    const [result] = await eslint.lintFiles(['test/lint/fixtures/cycle-a.ts'])
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  })
}, 60_000)
