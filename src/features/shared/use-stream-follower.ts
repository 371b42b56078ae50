import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  streamFollowerMachine,
  type FollowedRead,
} from '../../../machines/stream-follower/stream-follower.machine'
import type { networkMachine } from '../../../machines/network/network.machine'

/** The page's network actor (the routes give it: it is the page frame's). */
export type NetworkActor = ActorRefFrom<typeof networkMachine>

/** How often a live page reads the stream again: a product shown in the stream is bought now. */
export const STREAM_FOLLOW_MS = 4_000

/**
 * The interval, or what a test or demo set in this browser (`localStorage['17shop:follow-ms']`,
 * 250 ms to a minute) to watch it happen sooner.
 */
function followInterval(): number {
  try {
    const set = Number(localStorage.getItem('17shop:follow-ms'))
    return Number.isFinite(set) && set >= 250 && set <= 60_000 ? set : STREAM_FOLLOW_MS
  } catch {
    // Storage refused (a private window's setting): the usual interval.
    return STREAM_FOLLOW_MS
  }
}

/**
 * Why a live page asks again and again: the world it shows moves without it. The seller adds a
 * product to the post, takes one off or sells out on their own screens, and a sale window opens
 * or closes on the clock, while the buyer's page stays open on what it first read; nothing is
 * pushed to it, so the buyer's page follows by reading again. Most reads change nothing, and
 * those must cost next to nothing: the machine compares `fingerprint`s (a few fields per item,
 * not the whole answer), keeps the answer it has when they are equal, and the page, which selects
 * that very object, renders nothing and touches no DOM.
 *
 * `read` is asked again every few seconds by the stream follower machine, which stops while the
 * page is hidden or offline. Gives the last answer that changed (the very object `initial` was
 * until something moved, or a new `initial` the page read itself), whether reads have failed
 * for a while, and Try again.
 */
export function useStreamFollower<T>(
  initial: T,
  read: () => Promise<T>,
  network: NetworkActor,
  fingerprint: (answer: T) => string,
) {
  // Made once per page: the read it was first given reads for the page's whole life.
  const [machine] = useState(() => {
    const readOf = (answer: T): FollowedRead => ({ answer, signature: fingerprint(answer) })
    return {
      logic: streamFollowerMachine.provide({
        actors: { readStream: fromPromise(async () => readOf(await read())) },
      }),
      input: { intervalMs: followInterval(), initial: readOf(initial) },
    }
  })
  const actor = useActorRef(machine.logic, { input: machine.input })

  useEffect(() => {
    const visibility = () =>
      actor.send({
        type: document.visibilityState === 'visible' ? 'follower.visible' : 'follower.hidden',
      })
    visibility()
    document.addEventListener('visibilitychange', visibility)
    let offline = !network.getSnapshot().matches('online')
    if (offline) actor.send({ type: 'network.offline' })
    const subscription = network.subscribe((snapshot) => {
      // "Checking" is the network machine's own doubt: only a known loss stops the follower.
      const now = snapshot.matches('offline')
      if (now === offline) return
      offline = now
      actor.send({ type: now ? 'network.offline' : 'network.online' })
    })
    return () => {
      document.removeEventListener('visibilitychange', visibility)
      subscription.unsubscribe()
    }
  }, [actor, network])

  const followed = useSelector(actor, (snapshot) => snapshot.context.answer) as T
  // The page's own read again (its loader, after a change the buyer made there) is as new as the
  // follower's: whichever changed last is shown.
  const [latest, setLatest] = useState({ initial, read: followed, answer: initial })
  if (latest.initial !== initial) setLatest({ initial, read: followed, answer: initial })
  else if (latest.read !== followed) setLatest({ initial, read: followed, answer: followed })
  const answer =
    latest.initial !== initial ? initial : latest.read !== followed ? followed : latest.answer
  const stale = useSelector(actor, (snapshot) => snapshot.hasTag('stale'))
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'follower.retry' }))
  return { answer, stale, canRetry, retry: () => actor.send({ type: 'follower.retry' }) }
}
