import { and, assertEvent, assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import {
  failureCodeOf,
  type Guest,
  type LoginAccepted,
  type LoginCredentials,
  type SessionRead,
  type SessionUser,
  UNKNOWN_VISITOR_FAILURE,
} from './visitor-types'
import { exchangeFailureOf, isTemporaryFailure } from './temporary-failure'

export interface VisitorContext {
  /** The member, once the server has confirmed the member token. */
  user: SessionUser | null
  /** The guest session the server knows for the guest token, if any. */
  guest: Guest | null
  /** Why the last login failed (see `failureCodeOf`); cleared by the next attempt. */
  loginError: string | null
  /** Why the last guest session could not be created; cleared by the next attempt. */
  guestError: string | null
  /**
   * A guest order this browser may open, waiting for the visitor to choose: opening it would
   * leave the member or the other guest session this browser holds.
   */
  offer: GuestOrderOffer | null
  /**
   * Another tab put another person in this tab's place (docs/machines/README.md#visitor) and the
   * visitor has not yet dismissed the notice that says so.
   */
  switchNotice: boolean
  /**
   * The guest order link being exchanged, kept after a failure that says nothing about its key
   * (no answer, 5xx, 429) for "Try again"; gone once the server has taken or refused the key.
   */
  claim: GuestOrderClaim | null
}

/** An order e-mail link's order and key. */
export interface GuestOrderClaim {
  orderId: number
  key: string
}

/** The guest session an order e-mail key gave for that order (offered until it is this browser's). */
export interface GuestOrderOffer {
  orderId: number
  guest: Guest
}

export type VisitorEvent =
  | { type: 'visitor.login'; credentials: LoginCredentials }
  | { type: 'visitor.logout' }
  /** Creates a guest session when the visitor is a ghost (marketplace checkout); else nothing. */
  | { type: 'visitor.guest.ensure' }
  /**
   * A guest's order e-mail link was opened: its key gives the guest session that placed the
   * order. A ghost, or the same guest, holds it at once; a member or another guest is offered it
   * (`offer`) and keeps their own session until they accept.
   */
  | { type: 'visitor.guest.claim'; orderId: number; key: string }
  /** The guest order link whose exchange failed for now (`claim`) is tried again. */
  | { type: 'visitor.guest.claim.retry'; orderId: number }
  /** Leave the member or guest session this browser holds and take the offered guest order's. */
  | { type: 'visitor.guest.offer.accept'; orderId: number }
  /** Keep the session this browser holds; the offered guest order is let go. */
  | { type: 'visitor.guest.offer.decline'; orderId: number }
  /** After a profile update, so every screen shows the new name and age answer. */
  | { type: 'visitor.user.updated'; user: SessionUser }
  /** A 401 anywhere (docs/errors.md#401): the session is over, whatever the visitor was doing. */
  | { type: 'visitor.unauthorized' }
  /**
   * The stored session changed under this tab: another tab logged in or out (the `storage`
   * event), or a write found other tokens stored than this tab's and was not sent.
   */
  | { type: 'visitor.session.changed' }
  /**
   * This tab stored a session of its own outside this machine (a live-shop sign-on link): whom
   * it belongs to is read again, as at start.
   */
  | { type: 'visitor.session.stored' }
  /** The visitor has read that another person now shows in this tab. */
  | { type: 'visitor.switch.dismiss' }

/** The error an actor's error event carries (`xstate.error.actor.*`); none for any other event. */
const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined)

/**
 * The session read belongs to the person the screens were built for, or they were built for
 * nobody: nothing of another person is on them.
 */
function samePerson(builtFor: SessionRead, read: SessionRead): boolean {
  const before = personOf(builtFor)
  return before === null || before === personOf(read)
}

/** The session a `readSession` answer names. */
const read = ({ event }: { event: { output?: unknown } }) => event.output as SessionRead

/**
 * Another person than the screens were built for: the person before goes (cached cart and
 * profile, an offer), the one read is remembered, and the screens are rebuilt saying so.
 */
const SWITCH_TO_READ = [
  'forgetCachedSession',
  { type: 'rememberSession', params: read },
  'noteSwitch',
  'restartScreens',
] as const

/** Whom the screens are built for: a member, else a guest session, else nobody (null). */
export function personOf(session: SessionRead): string | null {
  if (session.user) return `member:${session.user.id}`
  return session.guest ? `guest:${session.guest.id}` : null
}

/**
 * Who is visiting (docs/machines/README.md#visitor): a ghost (no identity), a guest (a guest token
 * the server knows, enough to check out) or a member (logged in). Lives for the whole app; created
 * at boot.
 *
 * Logout ends the member session but keeps the guest session that was there before it: that cart
 * was anonymous in this browser before the login, so keeping it shows nobody anything new, and a
 * person who logs out mid-checkout can still check out as a guest. Whatever the server then says
 * (guest or nobody) decides between guest and ghost.
 */
export const visitorMachine = setup({
  types: {
    context: {} as VisitorContext,
    events: {} as VisitorEvent,
  },
  actors: {
    // GET /api/v2/live-web/me with the tokens the browser holds.
    readSession: fromPromise<SessionRead>(async () => ({ user: null, guest: null })),
    // POST /api/v2/guest/token. Rejects with an error carrying `code` when it fails.
    createGuest: fromPromise<Guest>(async () => {
      throw new Error('No guest session service was provided')
    }),
    // POST /api/v2/guest/orders/{id}/access: the order's guest session, with the order it opens.
    // Rejects with an error carrying `code` when it fails.
    claimGuest: fromPromise<GuestOrderOffer, { orderId: number; key: string }>(async () => {
      throw new Error('No guest order access service was provided')
    }),
    // POST /api/v2/auth/user/login. Rejects with an error carrying the login error `code`.
    logIn: fromPromise<LoginAccepted, { credentials: LoginCredentials }>(async () => {
      throw new Error('No login service was provided')
    }),
  },
  guards: {
    readUser: (_, session: SessionRead) => session.user !== null,
    readGuest: (_, session: SessionRead) => session.guest !== null,
    /** Where a failed login returns: the guest session it started from, or nobody. */
    cameAsGuest: ({ context }) => context.guest !== null,
    cameAsMember: ({ context }) => context.user !== null,
    /** Another guest's session than the one this browser holds: never swapped silently. */
    cameAsOtherGuest: ({ context }, claimed: Guest) =>
      context.guest !== null && context.guest.id !== claimed.id,
    /** See `samePerson` above. */
    samePerson: ({ context }, session: SessionRead) => samePerson(context, session),
    /** The same person, a member. */
    keepsMember: ({ context }, session: SessionRead) =>
      session.user !== null && samePerson(context, session),
    /** The same person, a guest. */
    keepsGuest: ({ context }, session: SessionRead) =>
      session.user === null && session.guest !== null && samePerson(context, session),
    /** The screens were built for nobody. */
    builtForNobody: ({ context }) => personOf(context) === null,
    /** The visitor was offered this order's guest session and has not chosen yet. */
    offersOrder: ({ context }, params: { orderId: number }) =>
      context.offer !== null && context.offer.orderId === params.orderId,
    /** The link of this order failed for now and waits for "Try again". */
    claimWaits: ({ context }, params: { orderId: number }) =>
      context.claim !== null && context.claim.orderId === params.orderId,
    /** No answer, an unreadable one, a 5xx or a 429: says nothing about the key or token. */
    temporaryFailure: ({ event }) => isTemporaryFailure(exchangeFailureOf(errorOf(event))),
  },
  actions: {
    /** Keeps the member (consumer) token: local storage and cookie. */
    storeMemberToken: (_, _params: { token: string }) => {},
    storeGuestToken: (_, _params: { token: string }) => {},
    /** The consumer token and the cached cart and profile; a guest token stays. */
    forgetMember: () => {},
    /** Both tokens and the cached cart and profile (after a 401). */
    forgetSession: () => {},
    /** The cached cart and profile of the guest session being left; tokens stay. */
    forgetCachedSession: () => {},
    /** Keeps a guest order link's key for this tab, out of the address, for a reload. */
    keepClaimKey: (_, _params: GuestOrderClaim) => {},
    /** The key is taken or refused: no copy of it stays. */
    forgetClaimKey: () => {},
    /** To the store's login tab, or the unauthorized page when the path has no store. */
    redirectToLogin: () => {},
    /** This tab takes the tokens stored now as its own: writes under them may go again. */
    adoptStoredSession: () => {},
    /**
     * Another person's screens: the saved checkouts of this tab go, every page is built afresh
     * (no form keeps what was typed) and reads its data again.
     */
    restartScreens: () => {},
    rememberSession: assign((_, session: SessionRead) => ({
      user: session.user,
      guest: session.guest,
    })),
    rememberGuest: assign({ guest: (_, guest: Guest) => guest }),
    rememberUser: assign({ user: (_, user: SessionUser) => user }),
    forgetIdentity: assign({ user: null, guest: null, offer: null, claim: null }),
    offerGuestOrder: assign({ offer: (_, offer: GuestOrderOffer) => offer }),
    takeOfferedGuest: assign(({ context }) => ({
      user: null,
      guest: context.offer?.guest ?? null,
      offer: null,
    })),
    dropOffer: assign({ offer: null }),
    rememberClaim: assign({
      claim: ({ context, event }) =>
        event.type === 'visitor.guest.claim'
          ? { orderId: event.orderId, key: event.key }
          : context.claim,
    }),
    dropClaim: assign({ claim: null }),
    noteSwitch: assign({
      switchNotice: true,
      offer: null,
      loginError: null,
      guestError: null,
    }),
    dismissSwitch: assign({ switchNotice: false }),
    setLoginError: assign({ loginError: (_, params: { code: string }) => params.code }),
    clearLoginError: assign({ loginError: null }),
    setGuestError: assign({ guestError: (_, params: { code: string }) => params.code }),
    /** The failure a call's error event carries, as the reason a login failed. */
    loginFailed: assign({ loginError: ({ event }) => failureCodeOf(errorOf(event)) }),
    /** The same, as the reason no guest session was made or taken. */
    guestFailed: assign({ guestError: ({ event }) => failureCodeOf(errorOf(event)) }),
    clearGuestError: assign({ guestError: null }),
  },
}).createMachine({
  id: 'visitor',
  context: {
    user: null,
    guest: null,
    loginError: null,
    guestError: null,
    offer: null,
    claim: null,
    switchNotice: false,
  },
  initial: 'loading',
  on: {
    // From every state: whatever this tab was doing, the session it did it for is not stored now.
    'visitor.session.changed': '.rereading',
    'visitor.session.stored': '.loading',
    'visitor.switch.dismiss': { actions: 'dismissSwitch' },
    // From every state, nested ones included: a lost session is lost whatever was under way.
    'visitor.unauthorized': {
      target: '.ghost',
      actions: [
        'forgetSession',
        'forgetIdentity',
        'clearLoginError',
        'clearGuestError',
        'redirectToLogin',
      ],
    },
  },
  states: {
    loading: {
      description:
        'Asks the server who the tokens belong to. A browser without tokens is a ghost without asking.',
      on: {
        // Stored while asking: the answer would be for the tokens before.
        'visitor.session.stored': { target: 'loading', reenter: true },
      },
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'readUser', params: ({ event }) => event.output },
            target: 'member',
            actions: { type: 'rememberSession', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'readGuest', params: ({ event }) => event.output },
            target: 'guest',
            actions: { type: 'rememberSession', params: ({ event }) => event.output },
          },
          // Nobody now, whoever it was before a sign-on stored another session.
          { target: 'ghost', actions: 'forgetIdentity' },
        ],
        // No answer (network, 5xx): treated as nobody, tokens kept, so the next page load asks again.
        onError: { target: 'ghost', actions: 'forgetIdentity' },
      },
    },
    ghost: {
      description: 'No identity: may browse; checkout makes a guest session first.',
      on: {
        'visitor.login': 'loggingIn',
        'visitor.guest.ensure': 'creatingGuest',
        'visitor.guest.claim': 'claimingGuest',
        'visitor.guest.claim.retry': {
          guard: { type: 'claimWaits', params: ({ event }) => event },
          target: 'claimingGuest',
        },
      },
    },
    claimingGuest: {
      description:
        'Exchanges an order e-mail key for the guest session that placed the order. A ghost (or ' +
        'the same guest) holds it at once; a member or another guest is only offered it. A ' +
        'refused or failed exchange leaves the visitor as they were, with the reason; one that ' +
        'failed for now keeps the link (`claim`) for "Try again".',
      // An earlier offer goes now, so a refused exchange leaves none behind.
      entry: ['clearGuestError', 'dropOffer', 'rememberClaim'],
      exit: 'forgetClaimKey',
      invoke: {
        id: 'claimGuest',
        src: 'claimGuest',
        input: ({ context, event }) => {
          if (event.type === 'visitor.guest.claim.retry' && context.claim) return context.claim
          assertEvent(event, 'visitor.guest.claim')
          return { orderId: event.orderId, key: event.key }
        },
        onDone: [
          {
            guard: 'cameAsMember',
            target: 'member',
            actions: [
              'dropClaim',
              { type: 'offerGuestOrder', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'cameAsOtherGuest', params: ({ event }) => event.output.guest },
            target: 'guest',
            actions: [
              'dropClaim',
              { type: 'offerGuestOrder', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'guest',
            actions: [
              'dropClaim',
              {
                type: 'storeGuestToken',
                params: ({ event }) => ({ token: event.output.guest.token }),
              },
              { type: 'rememberGuest', params: ({ event }) => event.output.guest },
            ],
          },
        ],
        onError: [
          // Temporary: the visitor stays as they were, the link kept (keepClaimKey runs after
          // the exit's forgetClaimKey: exit actions come before transition actions).
          {
            guard: and(['temporaryFailure', 'cameAsMember']),
            target: 'member',
            actions: [
              'guestFailed',
              { type: 'keepClaimKey', params: ({ context }) => context.claim! },
            ],
          },
          {
            guard: and(['temporaryFailure', 'cameAsGuest']),
            target: 'guest',
            actions: [
              'guestFailed',
              { type: 'keepClaimKey', params: ({ context }) => context.claim! },
            ],
          },
          {
            guard: 'temporaryFailure',
            target: 'ghost',
            actions: [
              'guestFailed',
              { type: 'keepClaimKey', params: ({ context }) => context.claim! },
            ],
          },
          {
            guard: 'cameAsMember',
            target: 'member',
            actions: ['guestFailed', 'dropClaim'],
          },
          {
            guard: 'cameAsGuest',
            target: 'guest',
            actions: ['guestFailed', 'dropClaim'],
          },
          {
            target: 'ghost',
            actions: ['guestFailed', 'dropClaim'],
          },
        ],
      },
    },
    creatingGuest: {
      entry: 'clearGuestError',
      invoke: {
        id: 'createGuest',
        src: 'createGuest',
        onDone: {
          target: 'guest',
          actions: [
            { type: 'storeGuestToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'rememberGuest', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ghost',
          actions: 'guestFailed',
        },
      },
    },
    guest: {
      description: 'Holds a guest token the server knows: may check out in the marketplace.',
      on: {
        'visitor.login': 'loggingIn',
        'visitor.guest.claim': 'claimingGuest',
        'visitor.guest.claim.retry': {
          guard: { type: 'claimWaits', params: ({ event }) => event },
          target: 'claimingGuest',
        },
        // The cart of the guest session left behind stays with that session, on the server.
        'visitor.guest.offer.accept': {
          guard: { type: 'offersOrder', params: ({ event }) => event },
          actions: [
            'forgetCachedSession',
            {
              type: 'storeGuestToken',
              params: ({ context }) => ({ token: context.offer!.guest.token }),
            },
            'takeOfferedGuest',
          ],
        },
        'visitor.guest.offer.decline': {
          guard: { type: 'offersOrder', params: ({ event }) => event },
          actions: 'dropOffer',
        },
      },
    },
    loggingIn: {
      description:
        'A second login while this one runs is not handled, so a double submit logs in once.',
      entry: ['clearLoginError', 'dropOffer'],
      initial: 'authenticating',
      states: {
        authenticating: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'visitor.login')
              return { credentials: event.credentials }
            },
            onDone: {
              target: 'readingSession',
              actions: {
                type: 'storeMemberToken',
                params: ({ event }) => ({ token: event.output.token }),
              },
            },
            onError: [
              {
                guard: 'cameAsGuest',
                target: '#visitor.guest',
                actions: 'loginFailed',
              },
              {
                target: '#visitor.ghost',
                actions: 'loginFailed',
              },
            ],
          },
        },
        readingSession: {
          description:
            'The new member token is kept; the member is who the server now says it belongs to. ' +
            'If it cannot say, the token is dropped and the login counts as failed.',
          invoke: {
            id: 'readSession',
            src: 'readSession',
            onDone: [
              {
                guard: { type: 'readUser', params: ({ event }) => event.output },
                target: '#visitor.member',
                actions: { type: 'rememberSession', params: ({ event }) => event.output },
              },
              {
                guard: 'cameAsGuest',
                target: '#visitor.guest',
                actions: [
                  'forgetMember',
                  { type: 'setLoginError', params: { code: UNKNOWN_VISITOR_FAILURE } },
                ],
              },
              {
                target: '#visitor.ghost',
                actions: [
                  'forgetMember',
                  { type: 'setLoginError', params: { code: UNKNOWN_VISITOR_FAILURE } },
                ],
              },
            ],
            onError: [
              {
                guard: 'cameAsGuest',
                target: '#visitor.guest',
                actions: ['forgetMember', 'loginFailed'],
              },
              {
                target: '#visitor.ghost',
                actions: ['forgetMember', 'loginFailed'],
              },
            ],
          },
        },
      },
    },
    member: {
      description: 'Logged in: may see orders and the profile.',
      on: {
        'visitor.logout': 'loggingOut',
        'visitor.guest.claim': 'claimingGuest',
        'visitor.guest.claim.retry': {
          guard: { type: 'claimWaits', params: ({ event }) => event },
          target: 'claimingGuest',
        },
        // Signs out as a logout does, then holds the order's guest session as a fresh visitor
        // would: the guest session from before the login is not kept.
        'visitor.guest.offer.accept': {
          guard: { type: 'offersOrder', params: ({ event }) => event },
          target: 'guest',
          actions: [
            'forgetMember',
            {
              type: 'storeGuestToken',
              params: ({ context }) => ({ token: context.offer!.guest.token }),
            },
            'takeOfferedGuest',
          ],
        },
        'visitor.guest.offer.decline': {
          guard: { type: 'offersOrder', params: ({ event }) => event },
          actions: 'dropOffer',
        },
        'visitor.user.updated': {
          actions: { type: 'rememberUser', params: ({ event }) => event.user },
        },
      },
    },
    rereading: {
      description:
        'The stored session changed under this tab (another tab logged in or out, or a write ' +
        'found other tokens and was not sent): the tab takes the stored tokens and asks whom they ' +
        'belong to. The same person goes on; for another one the screens are built afresh, the ' +
        "previous person's forms and saved checkout dropped, and the tab says so.",
      entry: ['adoptStoredSession'],
      on: {
        // Changed again while asking: the answer would be for tokens no longer stored.
        'visitor.session.changed': { target: 'rereading', reenter: true },
      },
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'keepsMember', params: read },
            target: 'member',
            actions: { type: 'rememberSession', params: read },
          },
          {
            guard: { type: 'readUser', params: read },
            target: 'member',
            actions: SWITCH_TO_READ,
          },
          {
            guard: { type: 'keepsGuest', params: read },
            target: 'guest',
            actions: { type: 'rememberSession', params: read },
          },
          {
            guard: { type: 'readGuest', params: read },
            target: 'guest',
            actions: SWITCH_TO_READ,
          },
          {
            guard: { type: 'samePerson', params: read },
            target: 'ghost',
            actions: { type: 'rememberSession', params: read },
          },
          { target: 'ghost', actions: SWITCH_TO_READ },
        ],
        // No answer: nobody can say whose the tokens are, so nobody's screens stay (tokens kept).
        onError: [
          { guard: 'builtForNobody', target: 'ghost' },
          {
            target: 'ghost',
            actions: ['forgetCachedSession', 'forgetIdentity', 'noteSwitch', 'restartScreens'],
          },
        ],
      },
    },
    loggingOut: {
      description:
        'The member token, cart and profile are gone; asks the server whether the guest session ' +
        'from before the login still holds. If it cannot say, the guest token goes too.',
      entry: ['forgetMember', 'forgetIdentity'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'readGuest', params: ({ event }) => event.output },
            target: 'guest',
            // A user the server still sees cannot be ours: this browser holds no member token now.
            actions: {
              type: 'rememberSession',
              params: ({ event }) => ({ user: null, guest: event.output.guest }),
            },
          },
          { target: 'ghost' },
        ],
        onError: { target: 'ghost', actions: 'forgetSession' },
      },
    },
  },
})

export type VisitorActorRef = ActorRefFrom<typeof visitorMachine>
export type VisitorSnapshot = ReturnType<VisitorActorRef['getSnapshot']>
