import { setup } from 'xstate'

export interface NetworkInput {
  /** Whether the browser says it is online as the app starts. */
  online: boolean
}

export type NetworkEvent = { type: 'network.offline' } | { type: 'network.online' }

/**
 * What the browser says of the network (docs/reliability.md#offline-and-back). Offline, the page
 * says so calmly and keeps every choice; back online, a call that never reached the server and
 * cannot order or charge (a read, pricing) is sent again once by the API client; checkout and
 * pay never are: their machines re-read instead.
 */
export const networkMachine = setup({
  types: {
    context: {} as NetworkInput,
    events: {} as NetworkEvent,
    input: {} as NetworkInput,
  },
  guards: {
    startsOffline: ({ context }) => !context.online,
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ online: input.online }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }],
    },
    online: { on: { 'network.offline': 'offline' } },
    offline: {
      description: 'The page says it is offline; nothing typed or chosen is lost.',
      on: { 'network.online': 'online' },
    },
  },
})
