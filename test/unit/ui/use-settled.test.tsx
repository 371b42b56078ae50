// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useSettled } from '../../../src/features/ui/use-settled'

afterEach(cleanup)

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('useSettled', () => {
  it('gives the pending value until the promise settles, then its value', async () => {
    const last = deferred<string>()
    const { result } = renderHook(() => useSettled(last.promise, 'reading'))
    expect(result.current).toBe('reading')
    await act(async () => last.resolve('card'))
    expect(result.current).toBe('card')
  })

  it('never gives an older promise’s answer once a newer one is asked, whatever order they settle in', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const { result, rerender } = renderHook(({ promise }) => useSettled(promise, 'reading'), {
      initialProps: { promise: first.promise },
    })
    rerender({ promise: second.promise })
    await act(async () => first.resolve('old'))
    expect(result.current).toBe('reading')
    await act(async () => second.resolve('new'))
    expect(result.current).toBe('new')
  })

  it('gives a plain value as it is, with no pending render', () => {
    const { result } = renderHook(() => useSettled<string | null, string>(null, 'reading'))
    expect(result.current).toBeNull()
  })
})
