import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { networkMachine } from '../../machines/network/network.machine'

describe('network machine', () => {
  it('starts as the browser says and follows its offline and online events', () => {
    expect(
      createActor(networkMachine, { input: { online: false } })
        .start()
        .getSnapshot().value,
    ).toBe('offline')
    const actor = createActor(networkMachine, { input: { online: true } }).start()
    expect(actor.getSnapshot().value).toBe('online')
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().value).toBe('offline')
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().value).toBe('offline')
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().value).toBe('online')
  })
})
