import { useEffect, useEffectEvent } from 'react'

/**
 * Runs `tick` every `ms` while the page is visible, and once on coming back to it: a hidden tab
 * (another tab in front, a phone in a pocket) asks the server nothing.
 */
export function useVisibleInterval(tick: () => void, ms: number, enabled = true) {
  const run = useEffectEvent(tick)
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setInterval> | undefined
    const start = () => {
      if (timer === undefined) timer = setInterval(() => run(), ms)
    }
    const stop = () => {
      clearInterval(timer)
      timer = undefined
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run()
        start()
      } else {
        stop()
      }
    }
    if (document.visibilityState === 'visible') start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [ms, enabled])
}
