import { defineConfig } from 'vitest/config'

/**
 * The engine cases (test/engines): the purchase paths in WebKit and Firefox, one engine per run
 * (`ENGINE=webkit|firefox`; `npm run test:engines` runs both, one after the other), against the
 * production build served by `vite preview` with the sandbox on `ENGINES_PORT` (default 4280),
 * which test/engines/server.ts starts. WebKitWebDriver listens on the port above it.
 */
export default defineConfig({
  test: {
    include: ['test/engines/**/*.engine.ts'],
    environment: 'node',
    globalSetup: ['test/engines/server.ts'],
    // One browser at a time on a shared two-core machine; the cases share one sandbox.
    fileParallelism: false,
    // A case is a whole purchase in an engine under Xvfb: tens of seconds, never retried.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    retry: 0,
  },
})
