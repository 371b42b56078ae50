import { assign, fromPromise, setup } from 'xstate'

/** One saved thing the buyer may remove: a card or a convenience-store payee, by its id. */
export interface WalletItem {
  kind: 'card' | 'payee'
  id: number
}

/** A saved card as the wallet shows it: only its masked number, never the number. */
export interface WalletCard {
  id: number
  masked_card_no: string
}

/** A convenience-store payee as the wallet shows it: who pays, at which chain. */
export interface WalletPayee {
  id: number
  buyer_name: string
  convenience_code: string
}

export interface WalletLists {
  cards: WalletCard[]
  payees: WalletPayee[]
}

export interface WalletContext extends WalletLists {
  /** The item the buyer asked to remove, while the confirmation is open or the call runs. */
  asked: WalletItem | null
  /** The last removal that failed: the item stays, and the screen says why (the code). */
  failure: { item: WalletItem; code: string } | null
  /** The last item removed, for the screen to say so. */
  removed: WalletItem | null
  /** Why the list could not be read. */
  loadError: string | null
}

export type WalletEvent =
  | { type: 'wallet.retry' }
  /** The page read the lists again (a payment choice after a card was added): these are current. */
  | { type: 'wallet.listed'; lists: WalletLists }
  | { type: 'wallet.remove'; item: WalletItem }
  | { type: 'wallet.cancel' }
  | { type: 'wallet.confirm' }

/** The code a failed call came to; the effects throw `{ code }` (NETWORK, NOT_FOUND, …). */
const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'UNKNOWN'

export const sameItem = (a: WalletItem | null, b: WalletItem | null) =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id

/**
 * The buyer's saved cards and convenience-store payees: read, then removed one at a time, each
 * after a confirmation. A removed item leaves the list only once the server said so; a failed
 * removal keeps it and says why. While one is being removed nothing else can be asked.
 */
export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
  },
  actors: {
    loadWallet: fromPromise<WalletLists>(async () => {
      throw new Error('loadWallet: provide the shop’s calls')
    }),
    removeItem: fromPromise<void, WalletItem>(async () => {
      throw new Error('removeItem: provide the shop’s calls')
    }),
  },
  guards: {
    isListed: ({ context }, item: WalletItem) =>
      (item.kind === 'card' ? context.cards : context.payees).some((row) => row.id === item.id),
  },
  actions: {
    keepLists: assign((_, lists: WalletLists) => ({
      cards: lists.cards,
      payees: lists.payees,
      loadError: null,
    })),
    keepLoadError: assign((_, params: { code: string }) => ({ loadError: params.code })),
    ask: assign((_, item: WalletItem) => ({ asked: item, failure: null, removed: null })),
    letGo: assign({ asked: null }),
    dropAsked: assign(({ context }) => ({
      cards:
        context.asked?.kind === 'card'
          ? context.cards.filter((row) => row.id !== context.asked?.id)
          : context.cards,
      payees:
        context.asked?.kind === 'payee'
          ? context.payees.filter((row) => row.id !== context.asked?.id)
          : context.payees,
      removed: context.asked,
      asked: null,
    })),
    keepFailure: assign(({ context }, params: { code: string }) => ({
      failure: context.asked ? { item: context.asked, code: params.code } : null,
      asked: null,
    })),
  },
}).createMachine({
  id: 'wallet',
  context: {
    cards: [],
    payees: [],
    asked: null,
    failure: null,
    removed: null,
    loadError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: {
          target: 'ready',
          actions: { type: 'keepLists', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'keepLoadError',
            params: ({ event }) => ({ code: codeOf(event.error) }),
          },
        },
      },
    },
    loadFailed: {
      description: 'The list could not be read: nothing is shown as saved, the buyer may retry.',
      on: { 'wallet.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'wallet.listed': {
          actions: { type: 'keepLists', params: ({ event }) => event.lists },
        },
      },
      states: {
        idle: {
          on: {
            'wallet.remove': {
              guard: { type: 'isListed', params: ({ event }) => event.item },
              target: 'confirming',
              actions: { type: 'ask', params: ({ event }) => event.item },
            },
          },
        },
        confirming: {
          description: 'The buyer is asked to confirm; nothing is removed yet.',
          on: {
            'wallet.cancel': { target: 'idle', actions: 'letGo' },
            'wallet.confirm': 'removing',
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: ({ context }) => context.asked!,
            onDone: { target: 'idle', actions: 'dropAsked' },
            onError: {
              target: 'idle',
              actions: {
                type: 'keepFailure',
                params: ({ event }) => ({ code: codeOf(event.error) }),
              },
            },
          },
        },
      },
    },
  },
})
