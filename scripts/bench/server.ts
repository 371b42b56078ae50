import { createServer } from 'node:net'
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
 * `vite preview` of a build with the project's config, so the sandbox API is mounted as in
 * `npm start`. `outDir` is a snapshot of dist/: other work in the same tree may rebuild dist/
 * while the bench runs, and a page must not load half of one build and half of the next.
 */
export async function startPreview(
  outDir: string,
): Promise<{ origin: string; server: PreviewServer }> {
  const port = await freePort()
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  })
  return { origin: `http://127.0.0.1:${port}`, server }
}
