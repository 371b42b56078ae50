import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from '../../../src/lib/yield-to-browser'

describe('afterPaint', () => {
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback)
      return frames.length
    })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return () => done
  }

  it('waits for the next frame to be drawn, then for the task after it', async () => {
    const done = settled(afterPaint())
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(false)
    frames.shift()!(16)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(true)
  })

  it('goes on in a hidden tab, which draws no frame, after a quarter of a second', async () => {
    const done = settled(afterPaint())
    await vi.advanceTimersByTimeAsync(249)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done()).toBe(true)
  })
})
