/**
 * The boot machine's global loading flag as pages reach it: the router context's `boot`, seen
 * through the two events it takes. Raised only where the whole page waits (a sign-on token
 * exchanged, a guest's order link claimed as the session), never for an ordinary fetch
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
