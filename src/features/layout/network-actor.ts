import { createActor, fromPromise } from 'xstate'
import { networkMachine } from '../../../machines/network/network.machine'

/**
 * Anything answering from the app's own origin means the network is there. Not the API or the
 * status service: they may be down, or faulted in the sandbox, on a network that works, and a
 * call that failed alone must still show its own error.
 */
const probeOrigin = fromPromise<void>(async () => {
  await fetch(import.meta.env.BASE_URL, { method: 'HEAD', cache: 'no-store' })
})

/**
 * The network, for the whole page: started once, fed by the browser's offline and online events
 * and by the API client's calls that got no answer.
 */
function startNetworkActor() {
  const machine = networkMachine.provide({ actors: { probe: probeOrigin } })
  const actor = createActor(machine).start()
  const offline = () => actor.send({ type: 'network.offline' })
  if (!navigator.onLine) offline()
  window.addEventListener('offline', offline)
  window.addEventListener('online', () => actor.send({ type: 'network.online' }))
  return actor
}

let network: ReturnType<typeof startNetworkActor> | undefined

export const networkActor = () => (network ??= startNetworkActor())
