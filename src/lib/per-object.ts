/**
 * `compute` once per object: asked again for the very same object (an answer the client kept
 * because its bytes did not change), the first result. Held weakly, so it goes with the object.
 */
export function perObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>()
  return (key) => {
    if (results.has(key)) return results.get(key)!
    const result = compute(key)
    results.set(key, result)
    return result
  }
}
