import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, preview, type Manifest, type PreviewServer } from 'vite'
import { readManifest } from './manifest'
import { precompressPlugin } from '../precompress'
import { freePort, HTTP2, selfSignedCertificate } from './server'

const ROOT = resolve(import.meta.dirname, 'floor')

/** The floor app's config: none of the project's (no sandbox, no routes), its compression alone. */
const floorConfig = (outDir: string) => ({
  configFile: false as const,
  root: ROOT,
  logLevel: 'warn' as const,
  plugins: [react(), precompressPlugin()],
  build: { outDir, emptyOutDir: true, target: 'es2022', manifest: true },
})

/** As the app does, the floor starts Sentry after first paint: not initial JavaScript. */
export const FLOOR_AFTER_FIRST_PAINT: readonly string[] = ['../../../node_modules/@sentry/']

/**
 * Builds the floor app (scripts/bench/floor: one route, one machine, on the storefront's stack)
 * into a directory of its own and serves it as the bench serves the app: the same protocol,
 * precompressed files, a certificate of its own. Built in every run, so it always uses the
 * library versions the app is measured with.
 */
export async function startFloor(): Promise<{
  origin: string
  server: PreviewServer
  manifest: Manifest
}> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  await build(floorConfig(outDir))
  const port = await freePort()
  const https = HTTP2 ? selfSignedCertificate() : undefined
  const server = await preview({
    ...floorConfig(outDir),
    preview: { port, strictPort: true, host: '127.0.0.1', open: false, https },
  })
  return {
    origin: `${https ? 'https' : 'http'}://127.0.0.1:${port}`,
    server,
    manifest: readManifest(outDir),
  }
}
