/**
 * One request, one outcome: checks the input, sends it, reads the answer and runs the 401 flow.
 * It never decides what is a failure for the caller; the flavours do that from the outcome.
 */
import { isNetworkError, isTimeoutError, type KyInstance, type Options } from 'ky'
import { addBreadcrumb } from '../../lib/report-error'
import type { CallSpec, Checked, QueryRecord } from './call-spec'
import { validateInput, type InvalidInputFailure } from './request-validation'
import { sameBytes } from './repeated-reads'
import { yieldToBrowser } from '../../lib/yield-to-browser'
import type * as v from 'valibot'

export type Outcome =
  /** `body` is the parsed JSON, or undefined when empty (or not JSON on a non-2xx answer). */
  | { kind: 'answer'; status: number; body: unknown; bytes: Uint8Array }
  /** A 2xx whose bytes are those of the answer kept for this call (repeated-reads.ts). */
  | { kind: 'same'; status: number }
  | { kind: 'malformed'; status: number }
  | { kind: 'network'; cause: unknown }
  | InvalidInputFailure

export interface ExchangeDeps {
  ky: KyInstance
  onUnauthorized(call: string): void
}

/**
 * What our fetch wrapper throws when the underlying fetch rejects for any reason but an abort.
 * Fetch only rejects when no answer came, so this is a network failure whatever the runtime's
 * message says (ky's own detection goes by message text and misses some runtimes).
 */
export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError'
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/**
 * A call that cannot order or charge, so sending it twice is harmless: a read, or pricing. Checkout
 * and pay never are: their machines re-read instead (docs/reliability.md#offline-and-back).
 */
function resendable(input: RequestInfo | URL, init?: RequestInit): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  if (method === 'GET' || method === 'HEAD') return true
  const url = input instanceof Request ? input.url : String(input)
  return method === 'POST' && new URL(url, 'http://app.invalid').pathname.endsWith('/carts/pricing')
}

/**
 * Who knows whether the network is there (the page's network actor): told of every call that got
 * no answer, it settles `reachable` when the network answers (the call failed alone: its caller
 * shows its own error) or `back` once a network that was lost (offline, or nothing answering) has
 * returned (docs/reliability.md#offline-and-back).
 */
export interface NetworkWatch {
  /** As a call is sent: where the network stood, for `unanswered` to tell whether it was lost since. */
  sending(): NetworkMark
  unanswered(sent: NetworkMark): Promise<'reachable' | 'back'>
}

/** The watch's own record of the moment a call was sent; the client only hands it back. */
export interface NetworkMark {
  readonly losses: number
}

/**
 * Wraps a fetch so every non-abort rejection is recognisably a network failure, told to the watch.
 * A resendable call that got no answer because the network was lost never reached the server: it
 * waits for the network and is sent again, once. Any other call fails at once.
 */
export function networkAwareFetch(base: typeof fetch, watch?: NetworkWatch): typeof fetch {
  return async (input, init) => {
    const resend = resendable(input, init)
    // A request's body can be read once: the copy is what a second sending reads.
    const again = resend && input instanceof Request ? input.clone() : input
    const sent = watch?.sending()
    try {
      return await base(input, init)
    } catch (error) {
      if (isAbortError(error)) throw error
      const network = watch && sent && watch.unanswered(sent)
      if (network && resend && (await network) === 'back') {
        try {
          return await base(again, init)
        } catch (second) {
          if (isAbortError(second)) throw second
          throw new FetchFailedError('The request got no answer, twice', { cause: second })
        }
      }
      throw new FetchFailedError('The request got no answer', { cause: error })
    }
  }
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof FetchFailedError || isNetworkError(error) || isTimeoutError(error)
}

/**
 * The query as the API spells it: a flag that is on (`true`) is its bare name (`?role=buyer&all`,
 * `?all`; docs/api.md#query-flags), one that is off is left out, and every other value is
 * `name=value`, URL-encoded.
 */
export function toQueryString(query: QueryRecord): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item === undefined || item === null || item === false) continue
      parts.push(
        item === true
          ? encodeURIComponent(key)
          : new URLSearchParams([[key, String(item)]]).toString(),
      )
    }
  }
  return parts.join('&')
}

function isChecked(query: QueryRecord | Checked<QueryRecord>): query is Checked<QueryRecord> {
  return (
    'schema' in query &&
    typeof query.schema === 'object' &&
    query.schema !== null &&
    'value' in query
  )
}

function invalid(call: string, failure: InvalidInputFailure): InvalidInputFailure {
  addBreadcrumb({
    category: 'api.input',
    message: `${call}: input rejected before sending`,
    data: { issues: failure.issues },
  })
  return failure
}

/** How long reading a body may hold the page before it lets a tap or a frame through. */
const READ_SLICE_MS = 8

/**
 * The body's bytes, chunk by chunk as they come, and whether they are `kept`'s, compared as they
 * come. Read in one go (`arrayBuffer()`), a post of 10,000 products (7.8 MB) held the page's main
 * thread for 0.4 s with the CPU 4x slower, and a tap in that time waited for it; here the page is
 * let through every few milliseconds. Bytes the same as `kept` are not put together again.
 */
async function readBody(
  response: Response,
  kept: Uint8Array | undefined,
): Promise<{ bytes: Uint8Array; same: boolean }> {
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  let same = kept !== undefined
  let sliceStart = performance.now()
  if (reader)
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const end = length + value.byteLength
      same &&= end <= kept!.byteLength && sameBytes(value, kept!.subarray(length, end))
      chunks.push(value)
      length = end
      if (performance.now() - sliceStart > READ_SLICE_MS) {
        await yieldToBrowser()
        sliceStart = performance.now()
      }
    }
  if (same && length === kept!.byteLength) return { bytes: kept!, same: true }
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return { bytes, same: false }
}

/** `kept`: the bytes of the call's last answer, for a call read again and again. */
export async function exchange<R extends v.GenericSchema>(
  deps: ExchangeDeps,
  spec: CallSpec<R>,
  kept?: Uint8Array,
): Promise<Outcome> {
  const options: Options = { method: spec.method }
  if (spec.signal) options.signal = spec.signal

  if (spec.query) {
    const query = isChecked(spec.query)
      ? validateInput(spec.query.schema, spec.query.value)
      : { ok: true as const, value: spec.query }
    if (!query.ok) return invalid(spec.name, query)
    options.searchParams = toQueryString(query.value)
  }
  if (spec.body) {
    const body = validateInput(spec.body.schema, spec.body.value)
    if (!body.ok) return invalid(spec.name, body)
    options.json = body.value
  }

  let response: Response
  try {
    response = await deps.ky(spec.path, options)
  } catch (error) {
    if (isNetworkFailure(error)) return { kind: 'network', cause: error }
    throw error
  }

  // Before the body is read, so the session ends even if reading the body then fails.
  if (response.status === 401 && spec.on401 !== 'answer') deps.onUnauthorized(spec.name)

  let body: { bytes: Uint8Array; same: boolean }
  try {
    body = await readBody(response, kept)
  } catch (error) {
    if (isAbortError(error)) throw error
    // The connection dropped while the body came: no answer, which the caller shows as such.
    return { kind: 'network', cause: error }
  }
  if (body.same && response.ok) return { kind: 'same', status: response.status }
  const { bytes } = body
  // Decoded as `text()` decodes (UTF-8, a BOM dropped), once the bytes are all here: for a long
  // list (a post of 10,000 products, 7.8 MB) Chromium's `text()` kept the page's main thread busy
  // for 1.6 s with the CPU 4x slower, the bytes and one decode for 0.8 s (docs/budgets.md#growth).
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return { kind: 'answer', status: response.status, body: undefined, bytes }
  try {
    return { kind: 'answer', status: response.status, body: JSON.parse(text) as unknown, bytes }
  } catch {
    // An error page from a proxy is still an answer with a status; a 2xx that is not JSON is not.
    if (response.ok) return { kind: 'malformed', status: response.status }
    return { kind: 'answer', status: response.status, body: undefined, bytes }
  }
}
