import { describe, expect, it } from 'vitest'
import { isolated } from '../../../src/lib/bidi'

const FSI = '\u2068'
const PDI = '\u2069'

describe('a name isolated for a text string', () => {
  it('sits between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE', () => {
    expect(isolated('土鍋 8号')).toBe(`${FSI}土鍋 8号${PDI}`)
  })

  it('keeps a right-to-left override inside (the closing PDI ends it)', () => {
    expect(isolated('\u202Eevil')).toBe(`${FSI}\u202Eevil${PDI}`)
  })

  it('cannot end the isolation early with a stray PDI of its own', () => {
    expect(isolated(`a${PDI}\u202Eb`)).toBe(`${FSI}a\u202Eb${PDI}`)
  })

  it('cannot keep it open past its end with an isolate it never closes', () => {
    expect(isolated('\u2067שלום')).toBe(`${FSI}\u2067שלום${PDI}${PDI}`)
  })

  it('leaves its own balanced isolates as they are', () => {
    expect(isolated(`x\u2066y${PDI}z`)).toBe(`${FSI}x\u2066y${PDI}z${PDI}`)
  })
})
