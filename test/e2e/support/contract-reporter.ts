/**
 * Prints the contract check's totals at the end of a browser run (docs/sandbox.md#the-contract-check):
 * how many API requests and sandbox answers were held against docs/openapi.json, how many answers
 * came from injected faults and were not, and the mismatches, summed over the tests' records.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { CONTRACT_ANNOTATION, type ContractCounts } from './contract-check'

export default class ContractReporter implements Reporter {
  private totals: ContractCounts = { requests: 0, answers: 0, faulted: 0, mismatches: 0 }
  private tests = 0
  private failing = 0

  onTestEnd(test: TestCase, result: TestResult) {
    const notes = [...result.annotations, ...test.annotations].filter(
      (annotation) => annotation.type === CONTRACT_ANNOTATION,
    )
    const note = notes.at(-1)
    if (!note?.description) return
    const counts = JSON.parse(note.description) as ContractCounts
    this.tests += 1
    if (counts.mismatches > 0) this.failing += 1
    for (const key of Object.keys(this.totals) as Array<keyof ContractCounts>)
      this.totals[key] += counts[key]
  }

  onEnd() {
    const { requests, answers, faulted, mismatches } = this.totals
    console.log(
      `\nContract check (docs/openapi.json): ${requests} requests and ${answers} answers validated ` +
        `in ${this.tests} tests; ${faulted} answers from injected faults not validated; ` +
        `${mismatches} mismatches${mismatches > 0 ? ` in ${this.failing} tests` : ''}.`,
    )
  }

  printsToStdio() {
    return false
  }
}
