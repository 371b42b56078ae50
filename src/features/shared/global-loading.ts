/**
 * The boot machine's global loading flag as pages reach it: the router context's `boot`, seen
 * through the two events it takes. Raised only where the whole page waits (a sign-on token
 * exchanged, a session being claimed, a hand-over to a payment provider), never for an ordinary
 * fetch (docs/routes.md#loading-overlay).
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
 * The page is leaving for another site (a payment provider): the flag stays up until it unloads.
 * Back from there may restore this very page from the browser's cache, so it is lowered then.
 */
export function raiseUntilPageLeaves(flag: LoadingFlag | undefined, target: Window = window) {
  if (!flag) return
  flag.send({ type: 'app.loading.on' })
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    target.removeEventListener('pageshow', onShow)
    flag.send({ type: 'app.loading.off' })
  }
  target.addEventListener('pageshow', onShow)
}
