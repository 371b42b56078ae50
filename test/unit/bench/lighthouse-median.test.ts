import { describe, expect, it } from 'vitest'
import { median } from '../../../scripts/bench/lighthouse'

// Three runs scored 99, 99, 99 with TBT 19, 112 and 7 ms (live storefront 1001, one bench):
// the run "with the median score" was the second, 112 ms, over the budget; the median is 19.
describe('a figure of three Lighthouse runs is the median of that figure', () => {
  it('takes the middle of three, in any order', () => {
    expect(median([19, 112, 7])).toBe(19)
    expect(median([112, 7, 19])).toBe(19)
  })

  it('leaves out a run that has no such figure', () => {
    expect(median([undefined, 1800, 1700, 1900])).toBe(1800)
    expect(median([undefined])).toBeUndefined()
  })

  it('of two runs (one of three failed) is their mean', () => {
    expect(median([90, 140])).toBe(115)
  })
})
