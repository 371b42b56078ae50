/**
 * The boot machine's global loading flag as pages reach it: the router context's `boot`, seen
 * through the two events it takes. Raised only where the whole page waits (a sign-on token
 * exchanged, a guest's order link claimed as the session, the hand-over to a provider's page),
 * never for an ordinary fetch
 * (docs/routes.md#loading-overlay).
 */
export interface LoadingFlag {
  send(event: { type: 'app.loading.on' } | { type: 'app.loading.off' }): void
}

/** Raises the flag while `wait` runs, and lowers it however `wait` ends (a redirect included). */
export async function whileWholePageWaits<T>(
  flag: LoadingFlag | undefined,
  wait: () => Promise<T>,
): Promise<T> {
  flag?.send({ type: 'app.loading.on' })
  try {
    return await wait()
  } finally {
    flag?.send({ type: 'app.loading.off' })
  }
}

/**
 * Leaves the app for a provider's page (a payment page, the store's checkout): the whole page
 * truly waits for it, so the flag is raised as the browser goes. Back from the provider may
 * restore this very page from the back/forward cache, flag and all: that return lowers it, or the
 * buyer would meet a spinner that never ends.
 */
export function handOver(url: string, flag: LoadingFlag | undefined): void {
  flag?.send({ type: 'app.loading.on' })
  const lower = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    window.removeEventListener('pageshow', lower)
    flag?.send({ type: 'app.loading.off' })
  }
  window.addEventListener('pageshow', lower)
  window.location.assign(url)
}
