/**
 * While the first page loads, its API calls are asked for twice: once by start-up, as soon as
 * the API client is there (src/app/first-page.ts), and once by the route that needs them, after
 * its code and messages have loaded. Both get one request. Sharing ends with the first load:
 * later navigations, retries and reloads of the data always ask the API afresh.
 */
const inFlight = new Map<string, Promise<unknown>>()
let sharing = true

export function shareWhileFirstLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!sharing) return load()
  const started = inFlight.get(key) as Promise<T> | undefined
  if (started) return started
  const promise = load()
  inFlight.set(key, promise)
  return promise
}

export function endFirstLoadSharing(): void {
  sharing = false
  inFlight.clear()
}
