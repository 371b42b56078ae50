import { existsSync, readFileSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}
/** Below this, the encoding headers cost about what compression saves. */
const THRESHOLD = 1024

/** Each compressible file of the build, encoded once at the highest level (hosts do not wait on it). */
async function compressFile(path: string): Promise<void> {
  const body = readFileSync(path)
  if (body.length < THRESHOLD) return
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
}

/** The precompressed variant of `file` the request accepts, Brotli first. */
function variantFor(file: string, acceptEncoding: string) {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding)
  if (accepts('br') && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' }
  if (accepts('gzip') && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' }
  return null
}

/**
 * The build writes `.br` and `.gz` next to each script, stylesheet and image, as static hosts and
 * CDNs serve them; `npm start` sends them too (Content-Encoding, Vary), so what a buyer's phone
 * downloads locally is what it downloads in production. Content-hashed assets only: index.html
 * changes with each build and Vite's preview compresses it on the fly.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'storefront:precompress',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir
      // The static hosts' configuration files (vercel.json and the like) are read, not served.
      const served = (name: string) => name.startsWith('assets/') || name === 'index.html'
      const files = Object.keys(bundle).filter((name) => served(name) && extname(name) in TYPES)
      await Promise.all(files.map((name) => compressFile(join(dir, name))))
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith('/assets/'))
          return next()
        const type = TYPES[extname(path)]
        const file = join(outDir, decodeURIComponent(path))
        if (!type || !file.startsWith(outDir) || !existsSync(file)) return next()
        const variant = variantFor(file, String(req.headers['accept-encoding'] ?? ''))
        res.setHeader('Vary', 'Accept-Encoding')
        if (!variant) return next()
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', variant.encoding)
        res.setHeader('Content-Length', statSync(variant.path).size)
        res.statusCode = 200
        res.end(req.method === 'HEAD' ? undefined : readFileSync(variant.path))
      })
    },
  }
}
