import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy that ships inside the built index.html, so it holds on any static
 * host or CDN, not only behind our preview server. Hosts outside our origin come from env.
 */
export function buildContentSecurityPolicy(env: Record<string, string | undefined>): string {
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
    ["script-src 'self'", ...scripts].join(' '),
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

export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'storefront:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: buildContentSecurityPolicy(process.env),
            },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
