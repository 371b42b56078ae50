import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { visitorMachine } from '../../../machines/visitor/visitor.machine'
import type { Guest, LoginAccepted, SessionRead } from '../../../machines/visitor/visitor-types'
import { ensureGuestSession, settledVisitor } from '../../../src/features/visitor/visitor-wait'
import { guest, member } from '../../machines/visitor-fixtures'

const user = { ...member, does_age_verify: false }

/** A promise the test settles by hand, so it can look at the actor while a call is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** The real machine with fake effects: each call waits for the test to answer it. */
function fakeVisitor() {
  const reads: ReturnType<typeof deferred<SessionRead>>[] = []
  const guests: ReturnType<typeof deferred<Guest>>[] = []
  const logins: ReturnType<typeof deferred<LoginAccepted>>[] = []
  const createGuest = vi.fn(() => {
    guests.push(deferred())
    return guests.at(-1)!.promise
  })
  const actor = createActor(
    visitorMachine.provide({
      actors: {
        readSession: fromPromise(() => {
          reads.push(deferred())
          return reads.at(-1)!.promise
        }),
        createGuest: fromPromise(createGuest),
        logIn: fromPromise(() => {
          logins.push(deferred())
          return logins.at(-1)!.promise
        }),
      },
    }),
  ).start()
  return { actor, reads, guests, logins, createGuest }
}

/** Whether a promise has settled yet, after letting pending callbacks run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('settledVisitor', () => {
  it('waits while the session is read, then says who the visitor is', async () => {
    const { actor, reads } = fakeVisitor()
    const kind = settledVisitor(actor)
    expect(await isSettled(kind)).toBe(false)
    reads[0]!.resolve({ user, guest: null })
    expect(await kind).toBe('member')
  })

  it('waits through a login, whatever its outcome', async () => {
    const { actor, reads, logins } = fakeVisitor()
    reads[0]!.resolve({ user: null, guest })
    expect(await settledVisitor(actor)).toBe('guest')

    actor.send({ type: 'visitor.login', credentials: { passport_token: 'link' } })
    const kind = settledVisitor(actor)
    logins[0]!.resolve({ token: 'member-token' })
    expect(await isSettled(kind)).toBe(false)
    reads[1]!.resolve({ user, guest })
    expect(await kind).toBe('member')
  })
})

describe('ensureGuestSession', () => {
  it('creates a guest session for a ghost, after the session read', async () => {
    const { actor, reads, guests, createGuest } = fakeVisitor()
    const ensured = ensureGuestSession(actor)
    expect(createGuest).not.toHaveBeenCalled()
    reads[0]!.resolve({ user: null, guest: null })
    await vi.waitFor(() => expect(createGuest).toHaveBeenCalledTimes(1))
    guests[0]!.resolve(guest)
    expect(await ensured).toBe('guest')
    expect(actor.getSnapshot().context.guest).toEqual(guest)
  })

  it('leaves a member or a guest as they are', async () => {
    const member = fakeVisitor()
    member.reads[0]!.resolve({ user, guest: null })
    expect(await ensureGuestSession(member.actor)).toBe('member')

    const known = fakeVisitor()
    known.reads[0]!.resolve({ user: null, guest })
    expect(await ensureGuestSession(known.actor)).toBe('guest')
    expect([member.createGuest, known.createGuest].map((spy) => spy.mock.calls.length)).toEqual([
      0, 0,
    ])
  })

  it('rejects with the failure code when no guest session could be made', async () => {
    const { actor, reads, guests } = fakeVisitor()
    reads[0]!.resolve({ user: null, guest: null })
    const ensured = ensureGuestSession(actor)
    await vi.waitFor(() => expect(guests).toHaveLength(1))
    guests[0]!.reject({ code: 'NETWORK' })
    await expect(ensured).rejects.toMatchObject({ name: 'GuestSessionError', code: 'NETWORK' })
  })

  it('rejects when a 401 ends the session while the guest session is being made', async () => {
    const { actor, reads, guests } = fakeVisitor()
    reads[0]!.resolve({ user: null, guest: null })
    const ensured = ensureGuestSession(actor)
    await vi.waitFor(() => expect(guests).toHaveLength(1))
    actor.send({ type: 'visitor.unauthorized' })
    await expect(ensured).rejects.toMatchObject({ name: 'GuestSessionError', code: 'UNKNOWN' })
  })
})
