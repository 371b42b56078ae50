// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { useVisibleInterval } from '../../../src/features/orders/use-visible-interval'

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

function Poller({ tick }: { tick: () => void }) {
  useVisibleInterval(tick, 20_000)
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useVisibleInterval (the order page asking for new replies)', () => {
  it('asks every interval while the page is visible', () => {
    const tick = vi.fn()
    render(<Poller tick={tick} />)
    vi.advanceTimersByTime(60_000)
    expect(tick).toHaveBeenCalledTimes(3)
  })

  it('asks nothing while the tab is hidden, and once at once on coming back', () => {
    const tick = vi.fn()
    render(<Poller tick={tick} />)
    setVisibility('hidden')
    vi.advanceTimersByTime(120_000)
    expect(tick).not.toHaveBeenCalled()
    setVisibility('visible')
    expect(tick).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(tick).toHaveBeenCalledTimes(2)
  })

  it('stops asking when the page is left', () => {
    const tick = vi.fn()
    const { unmount } = render(<Poller tick={tick} />)
    unmount()
    vi.advanceTimersByTime(60_000)
    expect(tick).not.toHaveBeenCalled()
  })
})
