/**
 * A page that follows the stream reads the same call every few seconds, and most reads change
 * nothing. For such a call (marked `repeated`) the client keeps the last 2xx answer's bytes
 * and the data checked from them: a read whose bytes are the very same is that data again, the
 * same object, without decoding, parsing or checking the body once more. On a big store that is
 * most of a read's cost: a cart of 10,000 lines is 5 MB, about a second of a slow phone's main
 * thread every read (docs/budgets.md#growth).
 */

/** A repeated call's last answer: its bytes and the data its schema gave. */
export interface KeptRead {
  bytes: Uint8Array
  data: unknown
}

/** Calls followed at once on one page: the post, the cart; a few more is harmless. */
const KEPT_CALLS = 4

export class RepeatedReads {
  private readonly kept = new Map<string, KeptRead>()

  get(key: string): KeptRead | undefined {
    return this.kept.get(key)
  }

  keep(key: string, read: KeptRead): void {
    this.kept.delete(key)
    this.kept.set(key, read)
    // The oldest goes first: a page follows one or two calls at a time.
    for (const old of this.kept.keys()) {
      if (this.kept.size <= KEPT_CALLS) break
      this.kept.delete(old)
    }
  }

  /** Forgets every kept answer: another person's session starts (data is never carried over). */
  clear(): void {
    this.kept.clear()
  }
}

/** Whether two bodies are byte for byte the same; word by word, as a long body is compared often. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? a.byteLength >> 2 : 0
  if (words > 0) {
    const x = new Uint32Array(a.buffer, a.byteOffset, words)
    const y = new Uint32Array(b.buffer, b.byteOffset, words)
    for (let i = 0; i < words; i++) if (x[i] !== y[i]) return false
  }
  for (let i = words << 2; i < a.byteLength; i++) if (a[i] !== b[i]) return false
  return true
}
