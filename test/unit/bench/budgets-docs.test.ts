import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUDGETS, IDLE_BUDGETS, KIB } from '../../../scripts/bench/budgets'

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
const budgetsLine = /- \*\*Budgets\*\*[\s\S]*?(?=\n- |\n\n)/.exec(readme)?.[0].replace(/\s+/g, ' ')

// The README's one line on the budgets is what a newcomer reads first: it says what the bench holds.
describe("the README's budgets", () => {
  it('are the bench’s own', () => {
    expect(budgetsLine).toBeDefined()
    expect(budgetsLine).toContain(`initial JavaScript ≤ ${BUDGETS.initialJsGzip / KIB} KiB`)
    expect(budgetsLine).toContain(`route chunk ≤ ${BUDGETS.routeChunkGzip / KIB} KiB`)
    expect(budgetsLine).toContain(`performance ≥ ${BUDGETS.performance}`)
    expect(budgetsLine).toContain(`TBT ≤ ${BUDGETS.totalBlockingTimeMs} ms`)
    expect(budgetsLine).toContain(`LCP ≤ ${(BUDGETS.largestContentfulPaintMs / 1000).toFixed(1)} s`)
    expect(budgetsLine).toContain(`accessibility ${BUDGETS.accessibility}`)
  })
})

const budgetsPage = readFileSync(new URL('../../../docs/budgets.md', import.meta.url), 'utf8')
const idleTable = /## An idle minute[\s\S]*?(?=\n## )/.exec(budgetsPage)?.[0] ?? ''
const idleBudget = (figure: string) =>
  new RegExp(`\\| ${figure}[^|]*\\| ([^|]+?) +\\|`).exec(idleTable)?.[1]

describe("the idle minute's budgets in docs/budgets.md", () => {
  it('are the bench’s own', () => {
    expect(idleBudget('main-thread time')).toBe(`${IDLE_BUDGETS.mainThreadMsPerMinute} ms`)
    expect(idleBudget('requests')).toBe(String(IDLE_BUDGETS.requestsPerMinute))
    expect(idleBudget('bytes')).toBe(`${IDLE_BUDGETS.bytesPerMinute / KIB} KiB`)
    expect(idleBudget('DOM mutations')).toBe(String(IDLE_BUDGETS.domMutations))
  })
})
