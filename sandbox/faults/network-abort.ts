import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'

const ABORT_HEADER = 'x-sandbox-network-abort'

/**
 * Drops the connection. Under Node (the Vite plugin, `npm run sandbox`) the socket is destroyed,
 * so the browser sees a network error. In-process there is no socket: the answer is marked and
 * `withNetworkFailures` turns it into the TypeError a browser's fetch rejects with.
 */
export function abortConnection(c: Context): Response {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  env?.incoming?.socket.destroy()
  return new Response(null, { status: 502, headers: { [ABORT_HEADER]: '1' } })
}

type AppFetch = (request: Request) => Response | Promise<Response>

/** A `fetch` over the hono app, for ky's `fetch` option in contract tests. */
export function withNetworkFailures(appFetch: AppFetch): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init)
    const response = await appFetch(request)
    if (response.headers.has(ABORT_HEADER)) throw new TypeError('Failed to fetch')
    return response
  }
}
