import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import {
  streamFollowerMachine,
  type FollowedRead,
} from '../../machines/stream-follower/stream-follower.machine'
import { expectFullCoverage, stateIds } from './support/coverage'
import { explorePaths } from './support/paths'

const INTERVAL = 1_000
const read = (signature: string): FollowedRead => ({ answer: { signature }, signature })
const first = read('first')

/** The machine with a read that answers as `answers` say, in turn (an Error: that read fails). */
function follower(answers: Array<FollowedRead | Error | 'hang'> = [], noticeAfter = 3) {
  const reads = vi.fn(async () => {
    const next = answers.shift() ?? first
    if (next === 'hang') return new Promise<FollowedRead>(() => {})
    if (next instanceof Error) throw next
    return next
  })
  const machine = streamFollowerMachine.provide({
    actors: { readStream: fromPromise<FollowedRead>(reads) },
  })
  const actor = createActor(machine, {
    input: { intervalMs: INTERVAL, initial: first, noticeAfter, maxBackoffMs: 8_000 },
  }).start()
  return { actor, reads, snapshot: () => actor.getSnapshot() }
}

const down = () => new Error('502')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('stream follower', () => {
  it('reads again every interval while visible, and an equal answer changes nothing', async () => {
    const { reads, snapshot, actor } = follower([first, first])
    const seen: unknown[] = []
    actor.subscribe((s) => seen.push(s.context.answer))
    expect(reads).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(reads).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(reads).toHaveBeenCalledTimes(2)
    // The very object from the start: nothing downstream has anything new to draw.
    expect(new Set(seen)).toEqual(new Set([first.answer]))
    expect(snapshot().context.answer).toBe(first.answer)
  })

  it('keeps an answer that differs, then holds it while answers equal it', async () => {
    const moved = read('moved')
    const again = read('moved')
    const { snapshot } = follower([moved, again])
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(snapshot().context.answer).toBe(moved.answer)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(snapshot().context.answer).toBe(moved.answer)
  })

  it('reads one at a time: a slow read is never doubled by the interval', async () => {
    const { reads } = follower(['hang'])
    await vi.advanceTimersByTimeAsync(INTERVAL * 10)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('asks nothing while hidden, and reads at once on coming back', async () => {
    const { actor, reads, snapshot } = follower()
    actor.send({ type: 'follower.hidden' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 20)
    expect(reads).not.toHaveBeenCalled()
    expect(snapshot().hasTag('stopped')).toBe(true)
    actor.send({ type: 'follower.visible' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(snapshot().hasTag('stopped')).toBe(false)
  })

  it('stops while offline, even visible, and reads at once when the network is back', async () => {
    const { actor, reads } = follower()
    actor.send({ type: 'network.offline' })
    actor.send({ type: 'follower.hidden' })
    actor.send({ type: 'follower.visible' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 20)
    expect(reads).not.toHaveBeenCalled()
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('waits for both: back online while hidden reads only once visible', async () => {
    const { actor, reads } = follower()
    actor.send({ type: 'follower.hidden' })
    actor.send({ type: 'network.offline' })
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 5)
    expect(reads).not.toHaveBeenCalled()
    actor.send({ type: 'follower.visible' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('backs off on failures, says nothing at first, then says so quietly until a read answers', async () => {
    const { reads, snapshot } = follower([down(), down(), down(), down(), read('back')])
    await vi.advanceTimersByTimeAsync(INTERVAL) // first failure
    expect(snapshot().hasTag('stale')).toBe(false)
    await vi.advanceTimersByTimeAsync(INTERVAL) // second, after one interval
    expect(reads).toHaveBeenCalledTimes(2)
    expect(snapshot().hasTag('stale')).toBe(false)
    // The next wait is twice as long.
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(reads).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(reads).toHaveBeenCalledTimes(3)
    expect(snapshot().hasTag('stale')).toBe(true)
    // Still trying by itself, ever less often, saying so the while.
    await vi.advanceTimersByTimeAsync(INTERVAL * 4)
    expect(reads).toHaveBeenCalledTimes(4)
    expect(snapshot().hasTag('stale')).toBe(true)
    await vi.advanceTimersByTimeAsync(INTERVAL * 8)
    expect(reads).toHaveBeenCalledTimes(5)
    expect(snapshot().hasTag('stale')).toBe(false)
    expect(snapshot().context).toMatchObject({ failures: 0, signature: 'back' })
  })

  it('offers Try again once it says so, which reads at once, and never two reads at a time', async () => {
    const { actor, reads, snapshot } = follower([down(), 'hang'], 1)
    expect(snapshot().can({ type: 'follower.retry' })).toBe(false)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(snapshot().hasTag('stale')).toBe(true)
    expect(snapshot().can({ type: 'follower.retry' })).toBe(true)
    actor.send({ type: 'follower.retry' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(2)
    expect(snapshot().can({ type: 'follower.retry' })).toBe(false)
    actor.send({ type: 'follower.retry' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 20)
    expect(reads).toHaveBeenCalledTimes(2)
  })

  it('never waits longer than its longest backoff', async () => {
    const { reads } = follower(Array.from({ length: 12 }, down))
    await vi.advanceTimersByTimeAsync(INTERVAL * (1 + 1 + 2 + 4 + 8 + 8 + 8))
    expect(reads).toHaveBeenCalledTimes(7)
  })
})

const id = (state: string) => `streamFollower.${state}`
const answered = (output: FollowedRead) => ({
  type: 'xstate.done.actor.0.streamFollower.following.reading',
  output,
})
const events: AnyEventObject[] = [
  { type: 'follower.hidden' },
  { type: 'follower.visible' },
  { type: 'follower.retry' },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: `xstate.after.interval.${id('following.waiting')}` },
  { type: `xstate.after.backoff.${id('following.retrying')}` },
  { type: `xstate.after.backoff.${id('following.stale.waiting')}` },
  answered(first),
  answered(read('moved')),
  { type: 'xstate.error.actor.0.streamFollower.following.reading', error: down() },
  { type: 'xstate.done.actor.0.streamFollower.following.stale.reading', output: first },
  { type: 'xstate.done.actor.0.streamFollower.following.stale.reading', output: read('moved') },
  { type: 'xstate.error.actor.0.streamFollower.following.stale.reading', error: down() },
]
const inputs = [{ intervalMs: INTERVAL, initial: first, noticeAfter: 2 }]

describe('stream follower paths (xstate/graph over the production machine)', () => {
  const paths = explorePaths(streamFollowerMachine, { events, inputs })

  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(streamFollowerMachine, paths)
    expect(coverage.states.size).toBe(stateIds(streamFollowerMachine).length)
  })

  // One test over every path (they are many and short); a failure names its path.
  it('keep the following rules on every path', () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.snapshot
        const { snapshot } = step
        const { context } = snapshot
        const reading =
          snapshot.matches({ following: 'reading' }) ||
          snapshot.matches({ following: { stale: 'reading' } })
        // Hidden or offline, nothing is read, and nothing is waited for.
        if (!context.visible || !context.online) {
          expect(snapshot.hasTag('stopped'), path.description).toBe(true)
          expect(reading, path.description).toBe(false)
        }
        // Quiet until failures pile up; said only when they have.
        if (snapshot.hasTag('stale'))
          expect(context.failures, path.description).toBeGreaterThanOrEqual(2)
        if (snapshot.matches({ following: 'retrying' }))
          expect(context.failures, path.description).toBeLessThan(2)
        // An equal answer leaves the kept one as it was, the same object (an answer the state
        // was not waiting for is not taken at all).
        if (before && step.event.type.startsWith('xstate.done.actor') && step.transitions.length) {
          const output = (step.event as unknown as { output: FollowedRead }).output
          if (output.signature === before.context.signature)
            expect(context.answer, path.description).toBe(before.context.answer)
          else expect(context.answer, path.description).toBe(output.answer)
        }
        // Try again only where it is offered, and it always starts a read.
        if (step.event.type === 'follower.retry' && before?.can({ type: 'follower.retry' }))
          expect(reading, path.description).toBe(true)
      })
    }
  })
})
