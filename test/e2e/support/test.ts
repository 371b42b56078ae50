import { test as base } from '@playwright/test'
import { CONTRACT_ANNOTATION, contractFailure, takeContractRecord } from './contract-check'
import { E2E_WORKERS, serverOrigin } from './servers'

// Everything else as Playwright has it; `test` below takes the place of Playwright's own.
export * from '@playwright/test'

/**
 * The suite's `test`: each worker talks to its own server and sandbox (support/servers.ts),
 * chosen by the worker's parallel index, which is stable across a worker's restart after a
 * failure and unique among workers running at the same time. Overriding `baseURL` routes
 * everything relative through it: `page.goto('/…')`, `page.request`, the `request` fixture and
 * contexts a test opens with `browser.newContext()`. Specs import `test` from here, never from
 * '@playwright/test' (held by lint), or they would all talk to the first server.
 */
export const test = base.extend<{ contractCheck: void }, { serverOrigin: string }>({
  serverOrigin: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      if (workerInfo.parallelIndex >= E2E_WORKERS)
        throw new Error(
          `worker ${workerInfo.parallelIndex} has no server: ${E2E_WORKERS} were started; set E2E_WORKERS rather than --workers`,
        )
      await provide(serverOrigin(workerInfo.parallelIndex))
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ serverOrigin }, provide) => {
    await provide(serverOrigin)
  },
  /**
   * Every API request the test's pages send and every answer the sandbox gives them is held
   * against docs/openapi.json by the server (sandbox/contract/check.ts); the test fails on a
   * mismatch, naming the call and the field, and its counts go to the run's totals
   * (support/contract-reporter.ts). Set up before the pages and torn down after them, so the
   * record covers all they sent.
   */
  contractCheck: [
    async ({ serverOrigin }, provide, testInfo) => {
      const before = await takeContractRecord(serverOrigin)
      await provide()
      const record = await takeContractRecord(serverOrigin)
      testInfo.annotations.push({
        type: CONTRACT_ANNOTATION,
        description: JSON.stringify({
          requests: record.requests + before.requests,
          answers: record.answers + before.answers,
          faulted: record.faulted + before.faulted,
          mismatches: record.mismatches.length + before.mismatches.length,
        }),
      })
      const mismatches = [
        ...before.mismatches.map((m) => ({
          ...m,
          call: `${m.call} [sent before this test began]`,
        })),
        ...record.mismatches,
      ]
      if (mismatches.length > 0) throw new Error(contractFailure(mismatches))
    },
    { auto: true },
  ],
})
