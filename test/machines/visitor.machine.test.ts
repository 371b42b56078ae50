import { describe, expect, it } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { personOf, visitorMachine } from '../../machines/visitor/visitor.machine'
import type { SessionRead } from '../../machines/visitor/visitor-types'
import { expectFullCoverage, stateIds } from './support/coverage'
import { explorePaths, replay, type MachinePath, type PathStep } from './support/paths'
import { guest, member } from './visitor-fixtures'

const user = member

const read = (output: SessionRead) => ({ type: 'xstate.done.actor.readSession', output }) as const
const readMember = read({ user, guest: null })
const readMemberAndGuest = read({ user, guest })
const readGuest = read({ user: null, guest })
const readNobody = read({ user: null, guest: null })
// Another tab logged in as someone else: the stored token is another member's.
const otherUser = { ...member, id: 14, email: 'wallet@example.com', first_name: 'Wallet' }
const readOtherMember = read({ user: otherUser, guest: null })
const sessionChanged = { type: 'visitor.session.changed' } as const
const sessionStored = { type: 'visitor.session.stored' } as const
const dismissSwitch = { type: 'visitor.switch.dismiss' } as const
const readFailed = { type: 'xstate.error.actor.readSession', error: { code: 'NETWORK' } }
const guestCreated = { type: 'xstate.done.actor.createGuest', output: guest }
const guestFailed = { type: 'xstate.error.actor.createGuest', error: { code: 'NETWORK' } }
const orderGuest = { id: 8, token: 'guest-of-the-order' }
const guestClaimed = {
  type: 'xstate.done.actor.claimGuest',
  output: { orderId: 9301, guest: orderGuest },
}
// The guest this browser already holds opens the link of their own order.
const ownOrderClaimed = {
  type: 'xstate.done.actor.claimGuest',
  output: { orderId: 9301, guest },
}
const accept = { type: 'visitor.guest.offer.accept', orderId: 9301 }
const decline = { type: 'visitor.guest.offer.decline', orderId: 9301 }
const claimRefused = { type: 'xstate.error.actor.claimGuest', error: { code: 'UNKNOWN' } }
// The server struggled (a 503): says nothing about the key.
const claimUnanswered = {
  type: 'xstate.error.actor.claimGuest',
  error: { code: 'UNKNOWN', failure: { kind: 'http', status: 503 } },
}
const claimRetry = { type: 'visitor.guest.claim.retry', orderId: 9301 }
const loginAccepted = { type: 'xstate.done.actor.logIn', output: { token: 'member-token' } }
const loginRefused = {
  type: 'xstate.error.actor.logIn',
  error: { code: 'EMAIL_OR_PASSWORD_INCORRECT' },
}
const loginThrew = { type: 'xstate.error.actor.logIn', error: new TypeError('bug') }

const events: AnyEventObject[] = [
  readMember,
  readMemberAndGuest,
  readGuest,
  readNobody,
  readFailed,
  guestCreated,
  guestFailed,
  guestClaimed,
  ownOrderClaimed,
  claimRefused,
  claimUnanswered,
  claimRetry,
  loginAccepted,
  loginRefused,
  loginThrew,
  { type: 'visitor.login', credentials: { email: 'member@example.com', password: 'Passw0rd!' } },
  { type: 'visitor.login', credentials: { passport_token: 'passport-member' } },
  { type: 'visitor.logout' },
  { type: 'visitor.guest.ensure' },
  { type: 'visitor.guest.claim', orderId: 9301, key: 'order_key' },
  accept,
  decline,
  // Another order's choice is not this one's.
  { type: 'visitor.guest.offer.accept', orderId: 9302 },
  { type: 'visitor.user.updated', user: { ...user, does_age_verify: true } },
  { type: 'visitor.unauthorized' },
]

/**
 * Another tab's login and logout, apart: with every other event too the graph grows past what a
 * test run can walk. The visitor here starts, logs in and out, and the stored session changes
 * under it to the same member, another member, a guest, nobody, or no answer.
 */
const switchEvents: AnyEventObject[] = [
  readMember,
  readOtherMember,
  readGuest,
  readNobody,
  readFailed,
  loginAccepted,
  { type: 'visitor.login', credentials: { email: 'member@example.com', password: 'Passw0rd!' } },
  { type: 'visitor.logout' },
  { type: 'visitor.unauthorized' },
  sessionChanged,
  sessionStored,
  dismissSwitch,
]

const paths = [
  ...explorePaths(visitorMachine, { events }),
  ...explorePaths(visitorMachine, { events: switchEvents }),
]

const ran = (step: PathStep, type: string) => step.actions.filter((action) => action.type === type)
const leafOf = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic')[0]!.id
const top = (snapshot: AnyMachineSnapshot) => leafOf(snapshot).split('.')[1]

/** The member token the machine's actions leave in the browser, step by step. */
function memberTokenAfterEachStep(path: MachinePath): (string | undefined)[] {
  let token: string | undefined
  return path.steps.map((step) => {
    for (const action of step.actions) {
      if (action.type === 'storeMemberToken') token = (action.params as { token: string }).token
      if (action.type === 'forgetMember' || action.type === 'forgetSession') token = undefined
    }
    return token
  })
}

describe('visitor machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(visitorMachine, paths)
    expect(coverage.states.size).toBe(stateIds(visitorMachine).length)
  })

  it('send visitor.unauthorized from every state the visitor can be in', () => {
    const from = new Set(
      paths.flatMap((path) =>
        path.steps
          .slice(1)
          .flatMap((step, index) =>
            step.event.type === 'visitor.unauthorized' ? [leafOf(path.steps[index]!.snapshot)] : [],
          ),
      ),
    )
    const atomic = stateIds(visitorMachine).filter(
      (id) => visitorMachine.getStateNodeById(id).type === 'atomic',
    )
    expect([...from].sort()).toEqual(atomic.sort())
  })

  it.each(paths.map((path) => [path.description, path] as const))(
    'keep the session rules on %s',
    (_, path) => {
      const memberToken = memberTokenAfterEachStep(path)
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.snapshot
        const { context } = step.snapshot
        const state = top(step.snapshot)

        // What each settled state promises about the context.
        if (state === 'member') expect(context.user).not.toBeNull()
        if (state === 'guest') expect(context.guest).not.toBeNull()
        if (state === 'ghost') expect([context.user, context.guest]).toEqual([null, null])
        // A ghost or guest never keeps a member token this machine stored (failed login, logout, 401).
        if (state === 'ghost' || state === 'guest') expect(memberToken[index]).toBeUndefined()

        if (!before) return
        const wasIn = top(before)

        // Member only after a session read that names a user, on start, after a stored login
        // token or after another tab changed the stored one; an order e-mail key exchanged meanwhile returns to the same member.
        if (state === 'member' && wasIn === 'claimingGuest') {
          expect(before.context.user).toEqual(context.user)
        } else if (state === 'member' && wasIn !== 'member') {
          expect(step.event.type).toBe('xstate.done.actor.readSession')
          expect((step.event as typeof readMember).output.user).not.toBeNull()
          expect(leafOf(before)).toMatch(/^visitor\.(loading|rereading|loggingIn\.readingSession)$/)
          if (wasIn === 'loggingIn') expect(memberToken[index]).toBe('member-token')
        }

        // No login is handled while one runs: a double submit changes nothing and calls nothing.
        if (wasIn === 'loggingIn' && step.event.type === 'visitor.login') {
          expect(step.snapshot.value).toEqual(before.value)
          expect(step.actions).toEqual([])
        }

        // A failed login goes back where it came from, saying why.
        if (
          wasIn === 'loggingIn' &&
          (state === 'ghost' || state === 'guest') &&
          step.event.type !== 'visitor.unauthorized'
        ) {
          const origin = path.steps.findLast(
            (s, i) => i < index && top(s.snapshot) !== 'loggingIn',
          )!
          expect(state).toBe(top(origin.snapshot))
          expect(context.loginError).toEqual(expect.any(String))
        }

        // A guest session only from the server: a created one, or one the session read found.
        if (state === 'guest' && wasIn === 'creatingGuest') {
          expect(ran(step, 'storeGuestToken')).toEqual([
            { type: 'storeGuestToken', params: { token: guest.token } },
          ])
        }
        // An order e-mail's key gives the guest session that placed the order: a ghost (or that
        // same guest) holds it at once; a member or another guest is only offered it, keeping
        // their own session and tokens until they accept. A refused key leaves the visitor as
        // they were, saying why.
        if (
          wasIn === 'claimingGuest' &&
          step.event.type.startsWith('xstate.done.actor.claimGuest')
        ) {
          const claimed = (step.event as typeof guestClaimed).output.guest
          const origin = path.steps.findLast(
            (s, i) => i < index && top(s.snapshot) !== 'claimingGuest',
          )!
          const from = top(origin.snapshot)
          const other =
            from === 'member' ||
            (from === 'guest' && origin.snapshot.context.guest!.id !== claimed.id)
          if (other) {
            expect(state).toBe(from)
            expect(ran(step, 'storeGuestToken')).toEqual([])
            expect([context.user, context.guest]).toEqual([
              origin.snapshot.context.user,
              origin.snapshot.context.guest,
            ])
            expect(context.offer).toEqual({ orderId: 9301, guest: claimed })
          } else {
            expect(state).toBe('guest')
            expect(ran(step, 'storeGuestToken')).toEqual([
              { type: 'storeGuestToken', params: { token: claimed.token } },
            ])
            expect(context.guest).toEqual(claimed)
            expect(context.offer).toBeNull()
          }
        }
        if (wasIn === 'claimingGuest' && step.event.type === claimRefused.type) {
          const origin = path.steps.findLast(
            (s, i) => i < index && top(s.snapshot) !== 'claimingGuest',
          )!
          expect(state).toBe(top(origin.snapshot))
          expect(context.guestError).toBe('UNKNOWN')
          expect(ran(step, 'storeGuestToken')).toEqual([])
          expect(context.offer).toBeNull()
        }
        // Accepting the offer leaves the member (signed out) or the other guest (its cached cart
        // dropped) and holds the order's guest session; declining changes nobody.
        if (step.event.type === accept.type) {
          const offered = before.context.offer
          if (offered?.orderId === (step.event as typeof accept).orderId) {
            expect(state).toBe('guest')
            expect(context).toMatchObject({ user: null, guest: offered.guest, offer: null })
            expect(ran(step, 'storeGuestToken')).toEqual([
              { type: 'storeGuestToken', params: { token: offered.guest.token } },
            ])
            expect(
              ran(step, wasIn === 'member' ? 'forgetMember' : 'forgetCachedSession'),
            ).toHaveLength(1)
          } else {
            expect(step.snapshot.value).toEqual(before.value)
            expect(step.actions).toEqual([])
          }
        }
        if (step.event.type === decline.type) {
          expect(step.snapshot.value).toEqual(before.value)
          expect([context.user, context.guest, context.offer]).toEqual([
            before.context.user,
            before.context.guest,
            null,
          ])
          expect(ran(step, 'storeGuestToken')).toEqual([])
        }
        // ensure is a no-op for a guest or a member.
        if (
          step.event.type === 'visitor.guest.ensure' &&
          (wasIn === 'guest' || wasIn === 'member')
        ) {
          expect(step.snapshot.value).toEqual(before.value)
        }

        // A 401 from anywhere: everything forgotten, a ghost, sent to log in once.
        if (step.event.type === 'visitor.unauthorized') {
          expect(state).toBe('ghost')
          expect(ran(step, 'forgetSession')).toHaveLength(1)
          expect(context).toMatchObject({
            user: null,
            guest: null,
            loginError: null,
            guestError: null,
            offer: null,
            claim: null,
          })
        }
        expect(ran(step, 'redirectToLogin')).toHaveLength(
          step.event.type === 'visitor.unauthorized' ? 1 : 0,
        )

        // Another tab changed the stored session: whatever this tab was doing, it takes the
        // stored tokens as its own and asks whom they belong to.
        if (step.event.type === sessionChanged.type) {
          expect(leafOf(step.snapshot)).toBe('visitor.rereading')
          expect(ran(step, 'adoptStoredSession')).toHaveLength(1)
        }
        // A sign-on this tab stored outside the machine is read as at start.
        if (step.event.type === sessionStored.type) {
          expect(leafOf(step.snapshot)).toBe('visitor.loading')
        }
        // The screens are rebuilt (and the tab says so) exactly when the answer names another
        // person than the one they were built for: never for the same one, never for screens
        // built for nobody, and never but after such a re-read.
        const restarted = ran(step, 'restartScreens').length
        if (wasIn === 'rereading' && step.event.type.endsWith('.actor.readSession')) {
          const origin = path.steps.findLast((s, i) => i < index && top(s.snapshot) !== 'rereading')
          const builtFor = origin ? personOf(origin.snapshot.context) : null
          const now =
            step.event.type === readFailed.type
              ? 'unknown'
              : personOf((step.event as typeof readMember).output)
          const switched = builtFor !== null && builtFor !== now
          expect(restarted).toBe(switched ? 1 : 0)
          if (switched) {
            expect(context.switchNotice).toBe(true)
            expect(ran(step, 'forgetCachedSession')).toHaveLength(1)
            expect(context.offer).toBeNull()
          }
          expect(state).not.toBe('rereading')
        } else {
          expect(restarted).toBe(0)
        }
        if (step.event.type === dismissSwitch.type) expect(context.switchNotice).toBe(false)
        // The notice only ever appears with a rebuild of the screens.
        if (context.switchNotice && !before.context.switchNotice) expect(restarted).toBe(1)
      })

      // Logout always ends without a member token and without the member (until a new login).
      path.steps.forEach((step, index) => {
        if (
          step.event.type !== 'visitor.logout' ||
          top(path.steps[index - 1]!.snapshot) !== 'member'
        )
          return
        const nextLogin = path.steps.findIndex(
          (s, i) => i > index && s.event.type === 'visitor.login',
        )
        for (const [i, after] of path.steps
          .slice(index, nextLogin < 0 ? undefined : nextLogin)
          .entries()) {
          expect(memberToken[index + i]).toBeUndefined()
          expect(after.snapshot.context.user).toBeNull()
        }
      })
    },
  )
})

describe('visitor machine, step by step', () => {
  const login = {
    type: 'visitor.login',
    credentials: { email: 'member@example.com', password: 'Passw0rd!' },
  }

  it('logs a guest in, keeping the guest session, and back out to that guest', () => {
    const steps = replay(visitorMachine, undefined, [
      readGuest,
      login,
      loginAccepted,
      readMemberAndGuest,
    ])
    expect(steps.at(-1)!.snapshot.value).toBe('member')
    expect(steps.at(-1)!.snapshot.context).toMatchObject({ user, guest, loginError: null })

    const out = replay(visitorMachine, undefined, [
      readMember,
      { type: 'visitor.logout' },
      readGuest,
    ])
    expect(out[2]!.actions.map((a) => a.type)).toContain('forgetMember')
    expect(out.at(-1)!.snapshot.value).toBe('guest')
  })

  it('returns a refused login to the ghost it came from with the server code', () => {
    const steps = replay(visitorMachine, undefined, [readNobody, login, loginRefused])
    expect(steps.at(-1)!.snapshot.value).toBe('ghost')
    expect(steps.at(-1)!.snapshot.context.loginError).toBe('EMAIL_OR_PASSWORD_INCORRECT')
    // A bug in the effect is no server answer: it reads as UNKNOWN.
    const threw = replay(visitorMachine, undefined, [readGuest, login, loginThrew])
    expect(threw.at(-1)!.snapshot.value).toBe('guest')
    expect(threw.at(-1)!.snapshot.context.loginError).toBe('UNKNOWN')
  })

  it('drops the new token when the session cannot be read after the login', () => {
    const steps = replay(visitorMachine, undefined, [readNobody, login, loginAccepted, readFailed])
    expect(steps.at(-1)!.snapshot.value).toBe('ghost')
    expect(steps.at(-1)!.actions.map((a) => a.type)).toContain('forgetMember')
    expect(steps.at(-1)!.snapshot.context.loginError).toBe('NETWORK')
  })

  it('keeps the guest error when no guest session could be made, and clears it on the next try', () => {
    const ensure = { type: 'visitor.guest.ensure' }
    const steps = replay(visitorMachine, undefined, [readNobody, ensure, guestFailed, ensure])
    expect(steps[3]!.snapshot.context.guestError).toBe('NETWORK')
    expect(steps[4]!.snapshot.value).toBe('creatingGuest')
    expect(steps[4]!.snapshot.context.guestError).toBeNull()
  })
})

describe('visitor machine, a guest order e-mail link opened by someone else', () => {
  const claim = { type: 'visitor.guest.claim', orderId: 9301, key: 'order_key' }

  it('offers a member the order, keeps the member until they accept, then holds the guest', () => {
    const offered = replay(visitorMachine, undefined, [readMember, claim, guestClaimed])
    const last = offered.at(-1)!.snapshot
    expect(last.value).toBe('member')
    expect(last.context.offer).toEqual({ orderId: 9301, guest: orderGuest })
    expect(last.can(accept)).toBe(true)
    expect(last.can({ ...accept, orderId: 9302 })).toBe(false)

    const opened = replay(visitorMachine, undefined, [readMember, claim, guestClaimed, accept])
    expect(opened.at(-1)!.snapshot.value).toBe('guest')
    expect(opened.at(-1)!.snapshot.context).toMatchObject({ user: null, guest: orderGuest })
    expect(opened.at(-1)!.actions.map((a) => a.type)).toEqual(['forgetMember', 'storeGuestToken'])

    const stayed = replay(visitorMachine, undefined, [readMember, claim, guestClaimed, decline])
    expect(stayed.at(-1)!.snapshot.value).toBe('member')
    expect(stayed.at(-1)!.snapshot.context).toMatchObject({ user, offer: null })
    expect(stayed.at(-1)!.snapshot.can(accept)).toBe(false)
  })

  it('offers another guest the order, dropping their cached cart only when they accept', () => {
    const opened = replay(visitorMachine, undefined, [readGuest, claim, guestClaimed, accept])
    expect(opened[3]!.snapshot.context).toMatchObject({ guest, offer: { guest: orderGuest } })
    expect(opened.at(-1)!.snapshot.context).toMatchObject({ guest: orderGuest, offer: null })
    expect(opened.at(-1)!.actions.map((a) => a.type)).toEqual([
      'forgetCachedSession',
      'storeGuestToken',
    ])
    // The same guest opening their own order's link is not asked.
    const own = replay(visitorMachine, undefined, [readGuest, claim, ownOrderClaimed])
    expect(own.at(-1)!.snapshot.context).toMatchObject({ guest, offer: null })
  })

  it('keeps a member who opened a wrong key as the member, saying why', () => {
    const steps = replay(visitorMachine, undefined, [readMember, claim, claimRefused])
    expect(steps.at(-1)!.snapshot.value).toBe('member')
    expect(steps.at(-1)!.snapshot.context).toMatchObject({
      user,
      offer: null,
      guestError: 'UNKNOWN',
    })
  })

  it('keeps the link of a claim the server could not answer, for Try again, wherever it came from', () => {
    for (const [read, kind] of [
      [readNobody, 'ghost'],
      [readGuest, 'guest'],
      [readMember, 'member'],
    ] as const) {
      const failed = replay(visitorMachine, undefined, [read, claim, claimUnanswered])
      const last = failed.at(-1)!
      expect(last.snapshot.value).toBe(kind)
      expect(last.snapshot.context.claim).toEqual({ orderId: 9301, key: 'order_key' })
      expect(last.actions.map((a) => a.type)).toContain('keepClaimKey')
      expect(last.snapshot.can(claimRetry)).toBe(true)
      expect(last.snapshot.can({ ...claimRetry, orderId: 9302 })).toBe(false)

      const retried = replay(visitorMachine, undefined, [read, claim, claimUnanswered, claimRetry])
      expect(retried.at(-1)!.snapshot.value).toBe('claimingGuest')
      const opened = replay(visitorMachine, undefined, [
        read,
        claim,
        claimUnanswered,
        claimRetry,
        kind === 'ghost' ? ownOrderClaimed : guestClaimed,
      ])
      expect(opened.at(-1)!.snapshot.context.claim).toBeNull()
      expect(opened.at(-1)!.actions.map((a) => a.type)).toContain('forgetClaimKey')
    }
  })

  it('drops the link once the server refuses its key: nothing to try again', () => {
    const steps = replay(visitorMachine, undefined, [readNobody, claim, claimRefused])
    expect(steps.at(-1)!.snapshot.value).toBe('ghost')
    expect(steps.at(-1)!.snapshot.context.claim).toBeNull()
    expect(steps.at(-1)!.snapshot.can(claimRetry)).toBe(false)
    expect(steps.at(-1)!.actions.map((a) => a.type)).not.toContain('keepClaimKey')
  })
})

describe('visitor machine, another tab changes the stored session', () => {
  // What the machine does, not XState's own bookkeeping of the call it makes.
  const types = (step: { actions: { type: string }[] }) =>
    step.actions.map((a) => a.type).filter((type) => !type.startsWith('xstate.'))

  it('rebuilds the screens for another member, says so, and is told it was read', () => {
    const steps = replay(visitorMachine, undefined, [
      readMember,
      sessionChanged,
      readOtherMember,
      dismissSwitch,
    ])
    expect(steps[2]!.snapshot.value).toBe('rereading')
    expect(types(steps[2]!)).toEqual(['adoptStoredSession'])
    const after = steps[3]!
    expect(after.snapshot.value).toBe('member')
    expect(after.snapshot.context).toMatchObject({ user: otherUser, switchNotice: true })
    expect(types(after)).toEqual(['forgetCachedSession', 'restartScreens'])
    expect(steps[4]!.snapshot.context.switchNotice).toBe(false)
  })

  it('goes on without a rebuild for the same member, or when the screens were nobody’s', () => {
    const same = replay(visitorMachine, undefined, [readMember, sessionChanged, readMember])
    expect(same.at(-1)!.snapshot.context.switchNotice).toBe(false)
    expect(types(same.at(-1)!)).not.toContain('restartScreens')
    const nobody = replay(visitorMachine, undefined, [readNobody, sessionChanged, readGuest])
    expect(nobody.at(-1)!.snapshot.value).toBe('guest')
    expect(types(nobody.at(-1)!)).not.toContain('restartScreens')
  })

  it('rebuilds a member’s screens when another tab logged out, or no one can say who it is', () => {
    const out = replay(visitorMachine, undefined, [readMember, sessionChanged, readGuest])
    expect(out.at(-1)!.snapshot.value).toBe('guest')
    expect(types(out.at(-1)!)).toContain('restartScreens')
    const unknown = replay(visitorMachine, undefined, [readMember, sessionChanged, readFailed])
    expect(unknown.at(-1)!.snapshot.value).toBe('ghost')
    expect(unknown.at(-1)!.snapshot.context).toMatchObject({ user: null, switchNotice: true })
  })

  it('asks again when the session changes while it asks', () => {
    const steps = replay(visitorMachine, undefined, [readMember, sessionChanged, sessionChanged])
    expect(steps.at(-1)!.snapshot.value).toBe('rereading')
    expect(types(steps.at(-1)!)).toEqual(['adoptStoredSession'])
  })
})
