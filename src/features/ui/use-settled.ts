import { useEffect, useState } from 'react'

/**
 * A loader's unawaited promise, as a value: `pending` until it settles, then what it gave. For a
 * page that shows before the promise does, where React's `use()` would hold the whole part back
 * (and a fallback would replace it). The promise must not reject; a plain value is used as it is.
 */
export function useSettled<T, P>(promise: Promise<T> | T, pending: P): T | P {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null)
  useEffect(() => {
    if (!(promise instanceof Promise)) return
    let current = true
    void promise.then((value) => {
      if (current) setSettled({ promise, value })
    })
    return () => {
      current = false
    }
  }, [promise])
  if (!(promise instanceof Promise)) return promise
  return settled?.promise === promise ? settled.value : pending
}
