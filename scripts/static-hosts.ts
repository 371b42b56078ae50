/**
 * What the common static hosts read beside the built files, made from the one list of header
 * rules (scripts/security-headers.ts) at build time, so every host sends the same headers and
 * answers every page's address with the app (the SPA fallback: the router reads the path).
 * `_headers` itself is written beside these. A host's own files answer first everywhere, so the
 * fallback never hides a real file; a missing file under /assets/ stays a 404 where the host lets
 * it be said (a stale chunk then fails as a chunk, which the app reloads for, not as a page).
 */
import type { HeaderRule } from './security-headers.ts'

/** The address every page falls back to. */
const APP = '/index.html'

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** `/assets/*` as a regular-expression source pattern (Vercel's `source`). */
const vercelSource = (path: string) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path)

export function staticHostFiles(rules: HeaderRule[]): Record<string, string> {
  const everyPath = rules.find((rule) => rule.path === '/*')?.headers ?? {}
  const narrower = rules.filter((rule) => rule.path !== '/*')
  return {
    // Netlify and Cloudflare Pages: a rewrite (200), applied only where no file matches.
    _redirects: `/*  ${APP}  200\n`,
    // Azure Static Web Apps.
    'staticwebapp.config.json': json({
      navigationFallback: { rewrite: APP, exclude: narrower.map((rule) => rule.path) },
      globalHeaders: everyPath,
      routes: narrower.map((rule) => ({ route: rule.path, headers: rule.headers })),
    }),
    // Vercel, for a deploy of the built folder itself (`vercel deploy dist`).
    'vercel.json': json({
      rewrites: [{ source: '/((?!assets/).*)', destination: APP }],
      headers: rules.map((rule) => ({
        source: vercelSource(rule.path),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    }),
  }
}
