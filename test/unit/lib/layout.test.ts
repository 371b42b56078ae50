import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_LAYOUT, LAYOUTS, resolveLayout } from '../../../src/lib/layout'

describe('resolveLayout', () => {
  it('uses the plain default layout when a route says nothing', () => {
    expect(DEFAULT_LAYOUT).toBe('default')
    expect(resolveLayout(undefined)).toEqual({ layout: 'default' })
  })

  it.each(LAYOUTS)('uses %s when a route asks for it, with no problem', (layout) => {
    expect(resolveLayout(layout)).toEqual({ layout })
  })

  it('reports an unknown layout name and uses the default', () => {
    const unknown = fc.string().filter((s) => !(LAYOUTS as readonly string[]).includes(s))
    fc.assert(
      fc.property(unknown, (value) => {
        expect(resolveLayout(value)).toEqual({
          layout: 'default',
          problem: 'unsupported-layout',
          value,
        })
      }),
      { examples: [['Header'], ['']] },
    )
  })

  it('reports a value that is not text and uses the default', () => {
    const notText = fc.anything().filter((x) => typeof x !== 'string' && x !== undefined)
    fc.assert(
      fc.property(notText, (value) => {
        const resolution = resolveLayout(value)
        expect(resolution.layout).toBe('default')
        expect(resolution.problem).toBe('invalid-layout-type')
        expect(resolution.value).toBe(value)
      }),
      { examples: [[null], [1], [['header']]] },
    )
  })
})
