import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import {
  streamPostMachine,
  type BindOutcome,
  type CreateOutcome,
  type StreamPostDraft,
} from '../../machines/seller/stream-post.machine'
import { expectFullCoverage, stateIds } from './support/coverage'
import { explorePaths, type PathStep } from './support/paths'

const draft: StreamPostDraft = {
  title: '週末のお片付けライブ',
  content: '',
  channelIds: [601],
  isPrivate: false,
  keywords: [],
  upcomingAt: null,
  upcomingTitle: '',
}
const created = (output: CreateOutcome) => ({ type: 'xstate.done.actor.createPost', output })
const bound = (output: BindOutcome) => ({ type: 'xstate.done.actor.bindStream', output })

const events: AnyEventObject[] = [
  { type: 'post.submit', draft },
  { type: 'post.retry' },
  created({ ok: true, postId: 77 }),
  created({ ok: false, fields: { title: ['The title is required.'] } }),
  created({ ok: false, code: 'STORE_PAYMENT_SHIPPING_UNSET' }),
  { type: 'xstate.error.actor.createPost', error: new Error('bug') },
  bound({ ok: true }),
  bound({ ok: false, code: 'NETWORK' }),
  { type: 'xstate.error.actor.bindStream', error: new Error('bug') },
]

const paths = [
  ...new Map(
    [
      ...explorePaths(streamPostMachine, { events, inputs: [{ streamId: 7004 }] }),
      ...explorePaths(streamPostMachine, {
        events,
        inputs: [{ streamId: 7004 }],
        strategy: 'simple',
      }),
    ].map((path) => [path.description, path]),
  ).values(),
]

const isCreate = (step: PathStep) => step.snapshot.matches('creating')

describe('stream post machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(streamPostMachine, paths)
    expect(coverage.states.size).toBe(stateIds(streamPostMachine).length)
  })

  it.each(paths.map((path) => [path.description, path] as const))(
    'make at most one post and bind only that one on %s',
    (_, path) => {
      const creates = path.steps.filter(
        (step, index) => isCreate(step) && !path.steps[index - 1]?.snapshot.matches('creating'),
      )
      const madePost = path.steps.some((step) => step.snapshot.context.postId !== undefined)
      // Once a post exists, nothing creates another.
      if (madePost) expect(creates).toHaveLength(1)
      path.steps.forEach((step, index) => {
        const entered =
          step.snapshot.matches('bound') && !path.steps[index - 1]?.snapshot.matches('bound')
        if (step.snapshot.matches('binding')) expect(step.snapshot.context.postId).toBe(77)
        // Bound only after the bind said yes, and then the page is told which post.
        const told = step.actions.filter((action) => action.type === 'postBound')
        expect(told).toEqual(entered ? [{ type: 'postBound', params: { postId: 77 } }] : [])
        expect(step.snapshot.hasTag('busy')).toBe(
          step.snapshot.matches('creating') || step.snapshot.matches('binding'),
        )
      })
    },
  )

  it('keeps the refused fields for the form and clears them on the next submit', () => {
    const actor = createActor(
      streamPostMachine.provide({
        actors: {
          createPost: fromPromise<CreateOutcome, { draft: StreamPostDraft }>(async () => ({
            ok: false,
            fields: { title: ['The title is required.'] },
          })),
        },
      }),
      { input: { streamId: 7004 } },
    ).start()
    actor.send({ type: 'post.submit', draft })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    return waitFor(actor, (s) => s.matches('editing')).then((snapshot) => {
      expect(snapshot.context.fieldErrors).toEqual({ title: ['The title is required.'] })
      expect(snapshot.context.draft).toEqual(draft)
    })
  })

  it('a double submit while creating makes one post', async () => {
    let calls = 0
    const actor = createActor(
      streamPostMachine.provide({
        actors: {
          createPost: fromPromise<CreateOutcome, { draft: StreamPostDraft }>(async () => {
            calls += 1
            return { ok: true, postId: 77 }
          }),
          bindStream: fromPromise<BindOutcome, { streamId: number; postId: number }>(async () => ({
            ok: true,
          })),
        },
      }),
      { input: { streamId: 7004 } },
    ).start()
    actor.send({ type: 'post.submit', draft })
    actor.send({ type: 'post.submit', draft })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toBe(1)
  })
})
