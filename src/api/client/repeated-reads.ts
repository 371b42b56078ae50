/**
 * A page that follows the stream reads the same call every few seconds, and most reads change
 * nothing. For such a call (marked `repeated`) the client keeps the last 2xx answer's bytes and
 * the data checked from them: a read whose bytes are the very same is that data again, the same
 * object, without decoding, parsing or checking the body once more. On a big store that is most
 * of a read's cost: a cart of 10,000 lines is 5 MB, about a second of a slow phone's main thread
 * every read (docs/budgets.md#growth). Only an answer the page has shown is kept, and a session
 * that ends takes them all.
 */

/** A repeated call's last answer: its bytes and the data its schema gave. */
export interface KeptRead {
  bytes: Uint8Array
  data: unknown
}

/** Calls followed at once on one page: the post, the cart; a few more is harmless. */
export const KEPT_CALLS = 4

/** Whether two bodies are byte for byte the same. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false
  return true
}
