/**
 * What a browser can do to the visitor machine in sakura-select (sandbox/db/FIXTURES.md): a
 * fresh browser (a ghost), which adds the mug to its cart (a guest), logs in as
 * member@example.com and out, has its session ended by a 401, and opens the ready guest's order
 * e-mail link as a ghost, a guest (its own or another) or a member, keeping its session or
 * switching to the order's.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { visitorMachine, type VisitorContext } from '../../../machines/visitor/visitor.machine'
import type { Guest, SessionRead, SessionUser } from '../../../machines/visitor/visitor-types'
import { actorDone, actorError, type BrowserAlphabet } from './select-paths'

const MEMBER: SessionUser = {
  id: 1,
  avatar_url: null,
  first_name: '花子',
  last_name: '山田',
  full_name: '山田 花子',
  email: 'member@example.com',
  phone_number: null,
  does_age_verify: true,
  has_password: true,
}
const OWN_GUEST: Guest = { id: 2, token: 'own' }
/** The ready guest's order, whose e-mail link the fixtures hold (guest 1, order 9005). */
export const GUEST_ORDER = { orderId: 9005, key: 'order_guest-fixture' }
const ORDER_GUEST: Guest = { id: 1, token: 'guest-fixture' }

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as VisitorContext
const read = (session: SessionRead) => actorDone('readSession', session)

export const visitorAlphabet: BrowserAlphabet = {
  title: 'visitor',
  machine: visitorMachine,
  inputs: [undefined],
  events: [
    // A fresh browser holds no token: it is nobody without asking.
    {
      name: 'nobody',
      kind: 'result',
      event: read({ user: null, guest: null }),
      enabled: (snapshot) => !snapshot.matches({ loggingIn: 'readingSession' }),
    },
    {
      name: 'the member',
      kind: 'result',
      event: read({ user: MEMBER, guest: null }),
      enabled: (snapshot) =>
        snapshot.matches({ loggingIn: 'readingSession' }) && ctx(snapshot).guest === null,
    },
    // A guest who logs in: the server sees both tokens, and the guest's stays for after a logout.
    {
      name: 'the member, and the guest',
      kind: 'result',
      event: read({ user: MEMBER, guest: OWN_GUEST }),
      enabled: (snapshot) =>
        snapshot.matches({ loggingIn: 'readingSession' }) && ctx(snapshot).guest !== null,
    },
    {
      name: 'still the guest',
      kind: 'result',
      event: read({ user: null, guest: OWN_GUEST }),
      enabled: (snapshot) => snapshot.matches('loggingOut'),
    },
    {
      name: 'session unreadable',
      kind: 'result',
      event: actorError('readSession', 'NETWORK'),
      // A fresh browser is nobody without a call.
      enabled: (snapshot) => !snapshot.matches('loading'),
    },
    {
      name: 'add the mug to the cart',
      kind: 'act',
      event: { type: 'visitor.guest.ensure' },
      // A failed try is shown on the form; trying again is the same transition.
      enabled: (snapshot) => ctx(snapshot).guestError === null,
    },
    { name: 'guest made', kind: 'result', event: actorDone('createGuest', OWN_GUEST) },
    { name: 'guest not made', kind: 'result', event: actorError('createGuest', 'NETWORK') },
    {
      name: 'log in',
      kind: 'act',
      event: {
        type: 'visitor.login',
        credentials: { email: 'member@example.com', password: 'Passw0rd!' },
      },
    },
    { name: 'logged in', kind: 'result', event: actorDone('logIn', { token: 'session-member' }) },
    {
      name: 'password refused',
      kind: 'result',
      event: actorError('logIn', 'EMAIL_OR_PASSWORD_INCORRECT'),
    },
    { name: 'log out', kind: 'act', event: { type: 'visitor.logout' } },
    {
      name: 'open the guest order link',
      kind: 'act',
      event: { type: 'visitor.guest.claim', ...GUEST_ORDER },
      // The link opens in a page load, which forgets a failed login's message.
      enabled: (snapshot) => ctx(snapshot).loginError === null,
    },
    {
      name: "the order's guest",
      kind: 'result',
      event: actorDone('claimGuest', { orderId: GUEST_ORDER.orderId, guest: ORDER_GUEST }),
    },
    { name: 'link refused', kind: 'result', event: actorError('claimGuest', 'NOT_FOUND') },
    {
      name: 'switch to the order',
      kind: 'act',
      event: { type: 'visitor.guest.offer.accept', orderId: GUEST_ORDER.orderId },
      enabled: (snapshot) => ctx(snapshot).offer !== null,
    },
    {
      name: 'keep my session',
      kind: 'act',
      event: { type: 'visitor.guest.offer.decline', orderId: GUEST_ORDER.orderId },
      enabled: (snapshot) => ctx(snapshot).offer !== null,
    },
    {
      name: 'session ends',
      kind: 'act',
      event: { type: 'visitor.unauthorized' },
      // The orders link: a member's, where a 401 can come mid-session.
      enabled: (snapshot) => snapshot.matches('member'),
    },
  ],
  realizable: holdsTokensAsAsked,
  key: (snapshot) => {
    const c = ctx(snapshot)
    return JSON.stringify({
      value: snapshot.value,
      user: c.user !== null,
      guest: c.guest?.id ?? null,
      loginError: c.loginError,
      guestError: c.guestError,
      offer: c.offer !== null,
    })
  },
}

/**
 * Whether the session read after a logout can answer as the path says: the browser asks only
 * when it still holds a guest token (the one its cart was made with, or a guest order's), which a 401 or an
 * unreadable logout read throws away; without one it is nobody without asking.
 */
function holdsTokensAsAsked(names: readonly string[]): boolean {
  let guestToken = false
  let member = false
  let afterLogout = false
  for (const name of names) {
    if (name === 'guest made' || name === 'switch to the order') guestToken = true
    // A ghost or a guest holds the order's guest token at once; a member is only offered it.
    if (name === "the order's guest" && !member) guestToken = true
    if (name === 'the member' || name === 'the member, and the guest') member = true
    if (name === 'log out' || name === 'switch to the order') member = false
    if (name === 'session ends') guestToken = member = false
    if (afterLogout) {
      if (name === 'nobody' && guestToken) return false
      if ((name === 'still the guest' || name === 'session unreadable') && !guestToken) return false
      if (name === 'session unreadable') guestToken = false
    }
    afterLogout = name === 'log out'
  }
  return true
}
