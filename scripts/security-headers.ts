import type { Connect, Plugin } from 'vite'
import { isSandboxPath } from '../sandbox/paths.ts'
import { brandScriptHash } from './boot-shell.ts'

type Env = Record<string, string | undefined>

/**
 * The Content-Security-Policy of the app, the one place it is written. Hosts outside our origin
 * come from env. It ships three ways: inside the built index.html (any static host), as the
 * header file static hosts read (dist/_headers), and as headers from `npm start` and `npm run dev`.
 */
export function buildContentSecurityPolicy(env: Env): string {
  const origins = (...values: (string | undefined)[]) =>
    values
      .filter((v): v is string => Boolean(v))
      .map((v) => {
        try {
          return new URL(v).origin
        } catch {
          return ''
        }
      })
      .filter(Boolean)
  const connect = origins(env.VITE_API_HOST, env.VITE_STATUS_SERVICE_URL, env.VITE_SENTRY_DSN)
  const scripts = origins(env.VITE_GMO_TOKEN_SCRIPT_URL)
  return [
    "default-src 'self'",
    // The one inline script, the static shell's brand (scripts/boot-shell.ts), by its hash.
    ["script-src 'self'", brandScriptHash(), ...scripts].join(' '),
    // React style props become inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...connect].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https:",
  ].join('; ')
}

/** No site may frame the shop (a checkout under someone else's page invites clickjacking). */
const NO_FRAMING = "frame-ancestors 'none'"

/**
 * The headers every page and file of the app is sent with. A meta tag cannot forbid framing,
 * so only the header form of the policy carries `frame-ancestors`.
 */
export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': `${buildContentSecurityPolicy(env)}; ${NO_FRAMING}`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Payment providers and other sites learn our origin, never a page's path or query.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}

/** The header file Netlify, Cloudflare Pages and similar static hosts read (`_headers`). */
export function headersFile(headers: Record<string, string>): string {
  const block = (path: string, rows: Record<string, string>) =>
    [path, ...Object.entries(rows).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return [
    block('/*', headers),
    // Content-hashed names never change content: cacheable for a year behind any CDN.
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    '',
  ].join('\n\n')
}

/** Sets `headers` on every answer of the app's own (the sandbox stands for other hosts). */
function sendHeaders(middlewares: Connect.Server, headers: Record<string, string>) {
  middlewares.use((req, res, next) => {
    if (!isSandboxPath(req.url ?? '/')) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    next()
  })
}

export function securityHeadersPlugin(): Plugin {
  let env: Env = process.env
  return {
    name: 'storefront:security-headers',
    configResolved(config) {
      // VITE_* from .env files as well as from the environment, as the app itself sees them.
      env = { ...process.env, ...config.env }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.server) return []
        const policy = buildContentSecurityPolicy(env)
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(securityHeaders(env)),
      })
    },
    configurePreviewServer(server) {
      sendHeaders(server.middlewares, securityHeaders(env))
    },
    configureServer(server) {
      // The dev server's React refresh preamble is an inline script, which the policy forbids;
      // every other header, framing included, is the same as in production.
      const { 'Content-Security-Policy': _policy, ...rest } = securityHeaders(env)
      sendHeaders(server.middlewares, { ...rest, 'Content-Security-Policy': NO_FRAMING })
    },
  }
}
