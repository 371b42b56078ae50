import { defineConfig, devices } from '@playwright/test'
import { E2E_WORKERS, serverOrigin, serverPort } from './test/e2e/support/servers'

/**
 * Browser tests run in Debian's Chromium (a Playwright browser download is not possible here)
 * against the production build served by `vite preview` with the sandbox mounted.
 *
 * Tests reset and steer the sandbox, and a sandbox is one per server, so:
 * - each worker has its own server and sandbox: `E2E_WORKERS` servers (2 in `npm run test:e2e`,
 *   so in `npm test` and CI; 1 when Playwright runs alone) on consecutive ports from `E2E_PORT`
 *   (default 4173), worker n on the port n above (test/e2e/support/servers.ts);
 * - specs import `test` from test/e2e/support/test.ts, whose `baseURL` is the worker's server, and
 *   reach the app and the sandbox only through it (relative URLs, `page.request`, `request`);
 *   lint refuses Playwright's own `test` in test/e2e;
 * - files are the unit of parallelism (`fullyParallel: false`): the tests of one file run in order
 *   in one worker, so a file may rely on its own order, never on another file's.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The contract check's totals at the end of a run (support/contract-reporter.ts).
  reporter: [['list'], ['./test/e2e/support/contract-reporter.ts']],
  timeout: 30_000,
  // Two workers share a two-core machine, so a page may answer a check slower than it would alone.
  expect: { timeout: 10_000 },
  use: {
    // Overridden per worker by support/test.ts; this is the first worker's.
    baseURL: serverOrigin(0),
    // A failed test keeps its trace: actions, network and the DOM at each step. Not the
    // screencast: filming every test, passed or not, took about 40% of the suite's time on two
    // cores (checkout-marketplace alone: 125 s with it, 77 s without), and the load it added is
    // what made long tests run out of time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // Chromium refuses some ports outright (SIP's 5060 and 5061 among them): the servers' own
        // ports are let through, whichever E2E_PORT names.
        `--explicitly-allowed-ports=${Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index)).join(',')}`,
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `vite preview --strictPort --port ${serverPort(index)}`,
    // Every API request and answer held against docs/openapi.json (support/test.ts reads it).
    env: { SANDBOX_CONTRACT_CHECK: '1' },
    url: `${serverOrigin(index)}/maintenance-status`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
})
