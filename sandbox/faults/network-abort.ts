import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'

const ABORT_HEADER = 'x-sandbox-network-abort'

/**
 * A broken answer, then the socket closes. A bare close is not enough: a browser silently
 * retries a GET on a fresh connection when a reused one closes before answering, so the fault
 * would be used up and the call succeed. Conflicting lengths are a framing error no HTTP client
 * accepts or retries, on any port, so the client's fetch rejects as on a dropped connection.
 */
const BROKEN_ANSWER = 'HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nContent-Length: 1\r\n\r\n'

/**
 * Drops the connection. Under Node (the Vite plugin, `npm run sandbox`) on the socket itself.
 * In-process there is no socket: the answer is marked and `withNetworkFailures` turns it into
 * the TypeError a browser's fetch rejects with.
 */
export function abortConnection(c: Context): Response {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  const socket = env?.incoming?.socket
  if (socket) socket.end(BROKEN_ANSWER, () => socket.destroy())
  return new Response(null, { status: 502, headers: { [ABORT_HEADER]: '1' } })
}

type AppFetch = (request: Request) => Response | Promise<Response>

/** A `fetch` over the hono app, for ky's `fetch` option in contract tests. */
export function withNetworkFailures(appFetch: AppFetch): typeof fetch {
  return async (input, init) => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init)
    const response = await appFetch(request)
    if (response.headers.has(ABORT_HEADER)) throw new TypeError('Failed to fetch')
    return response
  }
}
