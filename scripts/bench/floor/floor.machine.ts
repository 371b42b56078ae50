import { assign, fromPromise, setup } from 'xstate'

export interface Product {
  id: number
  name: string
  price: number
}

/** One machine, as small as the app's: load, show, or say it failed and offer a retry. */
export const floorMachine = setup({
  types: { context: {} as { products: Product[] } },
  actors: { load: fromPromise<Product[]>(() => Promise.resolve([])) },
}).createMachine({
  id: 'floor',
  context: { products: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'shown', actions: assign({ products: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: { on: { 'floor.retry': 'loading' } },
  },
})
