/**
 * The browser suite's servers: one `vite preview` with its own sandbox per Playwright worker, on
 * consecutive ports from `E2E_PORT` (default 4173), so no two tests ever share a sandbox. Tests
 * reset and steer their sandbox through `/__sandbox/*`; two workers on one sandbox would undo each
 * other's resets, faults and orders. Read by playwright.config.ts (which servers to start) and by
 * the suite's `test` (support/test.ts: which one a worker uses).
 */
function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, not "${raw}"`)
  return value
}

/** The first server's port; worker n uses the port n above it. */
export const E2E_BASE_PORT = positiveInteger('E2E_PORT', 4173)

/**
 * Workers, and so servers. `npm run test:e2e` (so `npm test` and CI) asks for 2, which nearly
 * halves the whole suite's time on two cores. Alone, Playwright starts one: a run of a few specs
 * gains little from a second, and the second server's port (the next one up) may be a neighbour's
 * (`reuseExistingServer` would then test against another build and sandbox).
 */
export const E2E_WORKERS = positiveInteger('E2E_WORKERS', 1)

export const serverPort = (index: number) => E2E_BASE_PORT + index

export const serverOrigin = (index: number) => `http://127.0.0.1:${serverPort(index)}`
