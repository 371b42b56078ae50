import type { Connect, Plugin } from 'vite'
import { isSandboxPath } from '../sandbox/paths.ts'
import { brandScriptHash } from './boot-shell.ts'
import { staticHostFiles } from './static-hosts.ts'

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

/** Headers for the paths a pattern names: `/*` is every path, `/assets/*` every path below it. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/**
 * What the built app's paths are sent with, written once: as the header file and the other static
 * hosts' configurations (scripts/static-hosts.ts), and sent by `npm start`.
 */
export function headerRules(env: Env): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(env) },
    // Content-hashed names never change content: cacheable for a year behind any CDN.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ]
}

/** Whether a rule's pattern names `pathname` (a trailing `*` is any rest, as `_headers` reads it). */
export function ruleMatches(rule: HeaderRule, pathname: string): boolean {
  return rule.path.endsWith('*')
    ? pathname.startsWith(rule.path.slice(0, -1))
    : pathname === rule.path
}

/** The header file Netlify, Cloudflare Pages and similar static hosts read (`_headers`). */
export function headersFile(rules: HeaderRule[]): string {
  const block = ({ path, headers }: HeaderRule) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return [...rules.map(block), ''].join('\n\n')
}

/** Sets each matching rule's headers on every answer of the app's own (the sandbox stands for other hosts). */
function sendHeaders(middlewares: Connect.Server, rules: HeaderRule[]) {
  middlewares.use((req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://app').pathname
    if (!isSandboxPath(pathname)) {
      for (const rule of rules.filter((candidate) => ruleMatches(candidate, pathname)))
        for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value)
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
      const rules = headerRules(env)
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(rules) })
      for (const [fileName, source] of Object.entries(staticHostFiles(rules)))
        this.emitFile({ type: 'asset', fileName, source })
    },
    configurePreviewServer(server) {
      sendHeaders(server.middlewares, headerRules(env))
    },
    configureServer(server) {
      // The dev server's React refresh preamble is an inline script, which the policy forbids;
      // every other header, framing included, is the same as in production.
      // Nothing is cached as immutable: the dev server's files change under the same names.
      const { 'Content-Security-Policy': _policy, ...rest } = securityHeaders(env)
      const headers = { ...rest, 'Content-Security-Policy': NO_FRAMING }
      sendHeaders(server.middlewares, [{ path: '/*', headers }])
    },
  }
}
