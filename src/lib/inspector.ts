import type { InspectionEvent, Observer } from 'xstate'

/**
 * With `VITE_INSPECT=1 npm run dev`, app actors show live in Stately's browser inspector.
 *
 * XState only inspects an actor whose `inspect` option was given when it was created, so every
 * app actor passes this one: `createActor(machine, { input, inspect })`, or
 * `useActorRef(machine, { inspect })`. It is `undefined` (no inspection) unless the flag is on in
 * development. The inspector package loads on demand; events raised before it arrives wait in a
 * queue, so actors are created at once rather than after an `await`.
 *
 * `import.meta.env.DEV` is the literal `false` in a production build, so the bundler drops the
 * branch and the dynamic import with it: @statelyai/inspect never reaches a production bundle.
 */
export const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1' ? deferredInspector() : undefined

function deferredInspector(): Observer<InspectionEvent> {
  const queue: InspectionEvent[] = []
  let target: Observer<InspectionEvent> | undefined
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      target = createBrowserInspector().inspect
      for (const event of queue.splice(0)) target.next?.(event)
    })
    // A development tool only (VITE_INSPECT): the console says so, the app goes on.
    .catch((error: unknown) => console.error('The Stately inspector could not load', error))
  return {
    next: (event) => {
      if (target) target.next?.(event)
      else queue.push(event)
    },
  }
}
