import { gzipSync, constants } from 'node:zlib'

/**
 * Gzip size at zlib's default level (6): what Vite's build report and common servers use,
 * and slightly larger than `gzip -9`, so a figure within budget here is within budget there.
 */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length
}
