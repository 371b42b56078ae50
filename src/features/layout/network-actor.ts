import { createActor } from 'xstate'
import { networkMachine } from '../../../machines/network/network.machine'

/** The browser's network, for the whole page: started once, fed by its offline and online events. */
function startNetworkActor() {
  const actor = createActor(networkMachine, { input: { online: navigator.onLine } })
  window.addEventListener('offline', () => actor.send({ type: 'network.offline' }))
  window.addEventListener('online', () => actor.send({ type: 'network.online' }))
  return actor.start()
}

let network: ReturnType<typeof startNetworkActor> | undefined

export const networkActor = () => (network ??= startNetworkActor())
