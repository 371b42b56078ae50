import { describe, expect, it } from 'vitest'
// @ts-expect-error Babel 7 ships no types; the test calls one function of it.
import { transformSync } from '@babel/core'
import { dropMachineDescriptions } from '../../../scripts/drop-machine-descriptions'

const build = (code: string): string =>
  transformSync(code, {
    babelrc: false,
    configFile: false,
    filename: 'machines/sample/sample.machine.ts',
    parserOpts: { plugins: ['typescript'] },
    plugins: [dropMachineDescriptions],
  }).code

describe('the production build of a machine', () => {
  it('drops every description written as text, however it is written', () => {
    const out = build(`
      export const m = setup({}).createMachine({
        id: 'sample',
        description: 'The whole machine.',
        states: {
          idle: { description: \`Waiting.\`, on: { GO: 'busy' } },
          busy: {
            description:
              'A long one, ' +
              'over lines.',
            tags: ['busy'],
          },
        },
      })
    `)
    expect(out).not.toContain('description')
    expect(out).toContain("id: 'sample'")
    expect(out).toContain("GO: 'busy'")
    expect(out).toContain("tags: ['busy']")
  })

  it('keeps a description computed from other values, and keeps the types', () => {
    const out = build(`
      const text: string = read()
      export const field = { description: text, label: \`Name \${n}\` }
      export const other = { description: \`Item \${n}\` }
    `)
    expect(out).toContain('description: text')
    expect(out).toContain('description: `Item ${n}`')
    expect(out).toContain('const text: string')
  })
})
