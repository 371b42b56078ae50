import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'

/**
 * The OpenAPI document of the call tables, as `npm run openapi` wrote it to docs/openapi.json
 * (docs/api.md#the-openapi-document). Read from the file, not rebuilt: what is served is what is
 * committed, and the unit suite holds the file fresh.
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url))
export const OPENAPI_ROUTE = '/openapi.json'

export function readOpenApiDocument(): string {
  return readFileSync(OPENAPI_FILE, 'utf8')
}

/** Served beside the API, never faulted: a tool reading the contract is not a buyer's call. */
export function openApiRoutes() {
  return new Hono().get(OPENAPI_ROUTE, (c) =>
    c.body(readOpenApiDocument(), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )
}
