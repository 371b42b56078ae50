import * as v from 'valibot'

/**
 * What an error page may be told about where the person was. Both are optional and a bad value
 * is dropped rather than failing the page: an error page must always render.
 */
export const ErrorSearch = v.object({
  /** The in-app page to try again. Relative only: '/…', never '//host' or a scheme. */
  from: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/))), undefined),
  /** The store the person was in, so the page can offer its top page. */
  store: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/i))), undefined),
})
