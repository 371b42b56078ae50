import { useEffect, useState } from 'react'

/** The current time, moving on every `ms` (a deadline's time left need not tick by the second). */
export function useNow(ms = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
