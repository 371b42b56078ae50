import type { NetworkMark, NetworkWatch } from '../../api/client/exchange'
import { networkActor } from './network-actor'

/**
 * The API client's side of the network actor, loaded with the client: a call got no answer. Settles
 * `reachable` when the network is there (the call failed alone), or `back` once a network lost
 * while the call was out (or already lost when it was sent) has returned. The loss is counted, not
 * seen: a phone back online a moment before its failed call is known still sends the call again.
 */
export const networkWatch: NetworkWatch = {
  sending: () => {
    const snapshot = networkActor().getSnapshot()
    // Sent while offline: the loss under way counts as one after the sending.
    return { losses: snapshot.context.losses - (snapshot.matches('offline') ? 1 : 0) }
  },
  unanswered: (sent: NetworkMark) => {
    const actor = networkActor()
    const lostSince = () => actor.getSnapshot().context.losses > sent.losses
    // Not known lost: the probe (or the browser, when it says offline) tells.
    if (!lostSince())
      actor.send({ type: navigator.onLine ? 'network.unanswered' : 'network.offline' })
    return new Promise((resolve) => {
      const settled = (online: boolean) => {
        if (online) resolve(lostSince() ? 'back' : 'reachable')
        return online
      }
      if (settled(actor.getSnapshot().matches('online'))) return
      const subscription = actor.subscribe((snapshot) => {
        if (settled(snapshot.matches('online'))) subscription.unsubscribe()
      })
    })
  },
}
