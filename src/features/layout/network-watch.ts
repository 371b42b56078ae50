import type { NetworkWatch } from '../../api/client/exchange'
import { networkActor } from './network-actor'

/**
 * The API client's side of the network actor, loaded with the client: a call got no answer. Settles `reachable` when the network is there (the
 * call failed alone), or `back` once a lost network has returned.
 */
export const networkWatch: NetworkWatch = {
  unanswered: () => {
    const actor = networkActor()
    actor.send({ type: navigator.onLine ? 'network.unanswered' : 'network.offline' })
    return new Promise((resolve) => {
      let lost = false
      const subscription = actor.subscribe((snapshot) => {
        if (snapshot.matches('offline')) lost = true
        else if (snapshot.matches('online')) {
          subscription.unsubscribe()
          resolve(lost ? 'back' : 'reachable')
        }
      })
      // Already offline or unreachable: no change comes until the network is back.
      if (actor.getSnapshot().matches('offline')) lost = true
    })
  },
}
