import { test as base } from '@playwright/test'
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
export const test = base.extend<object, { serverOrigin: string }>({
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
})
