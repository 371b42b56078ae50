/**
 * The keys reachable from `roots` by `next` (a chunk's static imports, say), roots included. A
 * key `next` does not know (answers undefined) is left out, and so is what lies beyond it.
 */
export function reachable<K>(
  roots: Iterable<K>,
  next: (key: K) => readonly K[] | undefined,
): Set<K> {
  const seen = new Set<K>()
  const stack = [...roots]
  while (stack.length > 0) {
    const key = stack.pop()!
    if (seen.has(key)) continue
    const following = next(key)
    if (!following) continue
    seen.add(key)
    stack.push(...following)
  }
  return seen
}
