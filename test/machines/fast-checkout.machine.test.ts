import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import {
  fastCheckoutMachine,
  type FastCheckoutRequest,
  type FastCheckoutResult,
} from '../../machines/fast-checkout/fast-checkout.machine'
import { expectFullCoverage } from './support/coverage'
import { explorePaths, type MachinePath } from './support/paths'

const input = {
  storeId: 203,
  streamId: 7003,
  allowedHosts: ['link.mul-pay.jp'],
  appOrigin: 'https://shop.example',
  mustAskDataPolicy: false,
}
const newBuyer = { ...input, mustAskDataPolicy: true }
const allowedUrl = 'https://shop.example/__sandbox/pay/enterprise-checkout?store=203'
const offListUrl = 'https://evil.example/checkout'

const answer = (output: FastCheckoutResult) =>
  ({ type: 'xstate.done.actor.requestFastCheckout', output }) as const

const events: AnyEventObject[] = [
  { type: 'fastCheckout.quantity.set', skuId: 43012, quantity: 2 },
  { type: 'fastCheckout.quantity.set', skuId: 43012, quantity: 0 },
  { type: 'fastCheckout.quantity.set', skuId: 43021, quantity: 1 },
  { type: 'fastCheckout.submit' },
  { type: 'fastCheckout.returned' },
  { type: 'fastCheckout.policy.accepted' },
  { type: 'fastCheckout.policy.declined' },
  answer({ kind: 'redirect', url: allowedUrl }),
  answer({ kind: 'redirect', url: offListUrl }),
  answer({ kind: 'refused', code: 'SKU_SOLD_OUT' }),
  answer({ kind: 'failed', code: 'NETWORK' }),
  { type: 'xstate.error.actor.requestFastCheckout', error: new Error('bug') },
]

const paths: MachinePath[] = explorePaths(fastCheckoutMachine, {
  events,
  inputs: [input, newBuyer],
})

const linesOf = (path: MachinePath, index: number) =>
  (path.steps[index]!.snapshot.context as { lines: unknown[] }).lines

describe('fast-checkout machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    expectFullCoverage(fastCheckoutMachine, paths)
  })

  it.each(paths.map((path) => [path.description, path] as const))(
    'keep the rules on %s',
    (_, path) => {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.snapshot
        const entered = (state: string) => step.snapshot.matches(state) && !before?.matches(state)
        // A request is made only for a choice that has something in it, and only once per tap.
        if (entered('submitting')) {
          expect(linesOf(path, index).length).toBeGreaterThan(0)
          // A buyer who has not accepted the data policy buys only once they have; once is enough.
          if (before?.context.mustAskDataPolicy)
            expect(step.event.type).toBe('fastCheckout.policy.accepted')
          else expect(before?.matches('choosing')).toBe(true)
        }
        if (entered('askingDataPolicy')) {
          expect(step.snapshot.context.mustAskDataPolicy).toBe(true)
          expect(linesOf(path, index).length).toBeGreaterThan(0)
        }
        if (before?.hasTag('busy') && step.event.type === 'fastCheckout.submit') {
          expect(step.snapshot.matches('submitting') && !before.matches('submitting')).toBe(false)
        }
        // The browser leaves only for a URL the payment-redirect rule allows.
        for (const action of step.actions.filter((a) => a.type === 'leaveForStore')) {
          expect(action.params).toEqual({ url: allowedUrl })
          expect(step.snapshot.matches('leaving')).toBe(true)
        }
        // A failure keeps the buyer's choice and says why.
        if (before?.matches('submitting') && step.snapshot.matches('choosing')) {
          expect(linesOf(path, index)).toEqual(linesOf(path, index - 1))
          expect(step.snapshot.context.error).not.toBeNull()
        }
      })
    },
  )
})

describe('fast-checkout machine with its effect', () => {
  function start(result: () => Promise<FastCheckoutResult>, buyer = input) {
    const request = vi.fn((_: FastCheckoutRequest) => result())
    const leave = vi.fn()
    const actor = createActor(
      fastCheckoutMachine.provide({
        actors: { requestFastCheckout: fromPromise(({ input: body }) => request(body)) },
        actions: { leaveForStore: (_, params) => leave(params.url) },
      }),
      { input: buyer },
    ).start()
    return { actor, request, leave }
  }

  it('makes one request for a double tap and leaves for the allowed page', async () => {
    const { actor, request, leave } = start(async () => ({ kind: 'redirect', url: allowedUrl }))
    actor.send({ type: 'fastCheckout.quantity.set', skuId: 43012, quantity: 2 })
    actor.send({ type: 'fastCheckout.submit' })
    actor.send({ type: 'fastCheckout.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('leaving'))
    expect(request).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith({
      storeId: 203,
      streamId: 7003,
      lines: [{ skuId: 43012, quantity: 2 }],
    })
    expect(leave).toHaveBeenCalledWith(allowedUrl)
  })

  it('refuses an off-list redirect and keeps the choice', async () => {
    const { actor, leave } = start(async () => ({ kind: 'redirect', url: offListUrl }))
    actor.send({ type: 'fastCheckout.quantity.set', skuId: 43021, quantity: 1 })
    actor.send({ type: 'fastCheckout.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    expect(leave).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.error).toBe('UNSAFE_REDIRECT')
    expect(actor.getSnapshot().context.lines).toEqual([{ skuId: 43021, quantity: 1 }])
  })

  it('asks a buyer who has not accepted the data policy first, keeps the choice, and buys once they agree', async () => {
    const { actor, request, leave } = start(
      async () => ({ kind: 'redirect', url: allowedUrl }),
      newBuyer,
    )
    actor.send({ type: 'fastCheckout.quantity.set', skuId: 43012, quantity: 2 })
    actor.send({ type: 'fastCheckout.submit' })
    expect(actor.getSnapshot().matches('askingDataPolicy')).toBe(true)
    actor.send({ type: 'fastCheckout.policy.declined' })
    expect(actor.getSnapshot().matches('choosing')).toBe(true)
    expect(request).not.toHaveBeenCalled()
    actor.send({ type: 'fastCheckout.submit' })
    actor.send({ type: 'fastCheckout.policy.accepted' })
    await waitFor(actor, (snapshot) => snapshot.matches('leaving'))
    expect(request).toHaveBeenCalledWith({
      storeId: 203,
      streamId: 7003,
      lines: [{ skuId: 43012, quantity: 2 }],
    })
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('an empty choice makes no request', () => {
    const { actor, request } = start(async () => ({ kind: 'redirect', url: allowedUrl }))
    expect(actor.getSnapshot().can({ type: 'fastCheckout.submit' })).toBe(false)
    actor.send({ type: 'fastCheckout.submit' })
    expect(request).not.toHaveBeenCalled()
  })

  it('a thrown effect is an unknown error, not a stuck page', async () => {
    const { actor } = start(async () => {
      throw new Error('bug')
    })
    actor.send({ type: 'fastCheckout.quantity.set', skuId: 43012, quantity: 1 })
    actor.send({ type: 'fastCheckout.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    expect(actor.getSnapshot().context.error).toBe('UNKNOWN')
  })
})
