import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * Browser tests run in Debian's Chromium (a Playwright browser download is not possible here)
 * against the production build served by `vite preview` with the sandbox mounted.
 * The sandbox is shared, so tests run one at a time and reset it first.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
      ],
    },
  },
  webServer: {
    command: `vite preview --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}/maintenance-status`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
