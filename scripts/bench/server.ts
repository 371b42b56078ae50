import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview, type PreviewServer } from 'vite'

/** A port nothing listens on right now (the OS picks it), so the bench never collides with `npm start`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Whether the bench serves HTTP/2, as any CDN in front of the build does (docs/budgets.md). A
 * page loads a few dozen small chunks; over `vite preview`'s plain HTTP/1.1 the browser fetches
 * six at a time and the rest queue, which no buyer behind a CDN meets. BENCH_HTTP1=1 measures
 * the plain server instead, to compare.
 */
export const HTTP2 = process.env.BENCH_HTTP1 !== '1'

/**
 * `vite preview` of a build with the project's config, so the sandbox API is mounted as in
 * `npm start`. `outDir` is a snapshot of dist/: other work in the same tree may rebuild dist/
 * while the bench runs, and a page must not load half of one build and half of the next.
 * Browsers speak HTTP/2 only over TLS, so it has a certificate made for the run.
 */
export async function startPreview(
  outDir: string,
): Promise<{ origin: string; server: PreviewServer }> {
  const port = await freePort()
  const https = HTTP2 ? selfSignedCertificate() : undefined
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    // Vite serves HTTP/2 (with HTTP/1.1 as fallback) whenever it has a certificate.
    preview: { port, strictPort: true, host: '127.0.0.1', open: false, https },
  })
  return { origin: `${https ? 'https' : 'http'}://127.0.0.1:${port}`, server }
}

/** A one-day certificate for 127.0.0.1; the bench's own Chromium is told to accept it. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ].concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
