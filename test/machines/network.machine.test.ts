import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { networkMachine } from '../../machines/network/network.machine'

/** The machine with a probe that answers as the network does at each try (no answer left: none). */
function withProbe(answers: boolean[] = []) {
  const probe = vi.fn(async () => {
    if (!answers.shift()) throw new TypeError('Failed to fetch')
  })
  const machine = networkMachine.provide({ actors: { probe: fromPromise<void>(probe) } })
  return { actor: createActor(machine).start(), probe }
}

describe('network machine', () => {
  it("follows the browser's offline and online events", () => {
    const { actor } = withProbe()
    expect(actor.getSnapshot().matches('online')).toBe(true)
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().matches('online')).toBe(true)
  })

  it('counts each time the network is lost, however long it stays lost', () => {
    const { actor } = withProbe()
    expect(actor.getSnapshot().context.losses).toBe(0)
    actor.send({ type: 'network.offline' })
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().context.losses).toBe(1)
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().context.losses).toBe(1)
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().context.losses).toBe(2)
  })

  it('stays online, saying nothing, when a call got no answer but the probe answers: the call failed alone', async () => {
    const { actor, probe } = withProbe([true])
    actor.send({ type: 'network.unanswered' })
    expect(actor.getSnapshot().matches('offline')).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.matches('online'))
    expect(probe).toHaveBeenCalledOnce()
  })

  it('is offline while nothing answers, probing ever less often, and back when a probe answers', async () => {
    vi.useFakeTimers()
    try {
      const { actor, probe } = withProbe([false, false, false, true])
      actor.send({ type: 'network.unanswered' })
      // Calls that fail meanwhile change nothing.
      actor.send({ type: 'network.unanswered' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches('offline')).toBe(true)
      expect(probe).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(probe).toHaveBeenCalledTimes(2)
      // The next wait is longer: nothing more after another second.
      await vi.advanceTimersByTimeAsync(1_000)
      expect(probe).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(probe).toHaveBeenCalledTimes(3)
      expect(actor.getSnapshot().matches('offline')).toBe(true)
      await vi.advanceTimersByTimeAsync(4_000)
      expect(probe).toHaveBeenCalledTimes(4)
      expect(actor.getSnapshot().matches('online')).toBe(true)
      expect(actor.getSnapshot().context.misses).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
