import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Gzip size at zlib's default level (6): what Vite's build report and common servers use,
 * and slightly larger than `gzip -9`, so a figure within budget here is within budget there.
 */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length
}

/** Brotli at its highest quality: what the build precompresses (scripts/precompress.ts) and hosts send. */
export function brotliSize(body: Uint8Array | string): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length
}
