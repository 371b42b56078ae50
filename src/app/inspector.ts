import type { AnyActorRef } from 'xstate'
import { config } from './env'

/**
 * With VITE_INSPECT=1 in development, the app's actors show live in Stately's browser inspector.
 * The inspector package is only imported then, so it never reaches a production bundle.
 */
export function startInspector(actor: AnyActorRef): void {
  if (!config.inspect) return
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector()
    inspector.actor(actor)
  })
}
