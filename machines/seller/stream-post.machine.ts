import { assign, fromPromise, setup } from 'xstate'

/**
 * What the seller chose for a stream's new post. The API payload's fixed parts (type, mode, no
 * products yet) are added where the post is created.
 */
export interface StreamPostDraft {
  title: string
  content: string
  channelIds: number[]
  isPrivate: boolean
  keywords: string[]
  /** ISO date-time, or null when no time is announced yet. */
  upcomingAt: string | null
  upcomingTitle: string
}

/** Messages per field, as a VALIDATION_EXCEPTION names them (`title`, `channel_ids` …). */
export type FieldErrors = Record<string, string[]>

export type CreateOutcome =
  | { ok: true; postId: number }
  | { ok: false; fields: FieldErrors }
  /** An API error code (docs/errors.md), or NETWORK / UNKNOWN when there was no usable answer. */
  | { ok: false; code: string }

export type BindOutcome = { ok: true } | { ok: false; code: string }

export interface StreamPostContext {
  streamId: number
  draft: StreamPostDraft | undefined
  /** The post once created: from then on only binding is retried, never a second post. */
  postId: number | undefined
  fieldErrors: FieldErrors
  problem: string | undefined
}

export type StreamPostEvent =
  { type: 'post.submit'; draft: StreamPostDraft } | { type: 'post.retry' }

const isCreated = (outcome: CreateOutcome): outcome is { ok: true; postId: number } => outcome.ok
const fieldsOf = (outcome: CreateOutcome): FieldErrors =>
  !outcome.ok && 'fields' in outcome ? outcome.fields : {}
const codeOf = (outcome: CreateOutcome | BindOutcome): string | undefined =>
  !outcome.ok && 'code' in outcome ? outcome.code : undefined

/**
 * A stream with no post gets one: the post is created (POST stores/{id}/posts), then bound to the
 * stream (POST streams/{id}). One submit makes at most one post; a refused field goes back to the
 * form with its message; a bind that fails is retried with the post already made.
 */
export const streamPostMachine = setup({
  types: {
    context: {} as StreamPostContext,
    events: {} as StreamPostEvent,
    input: {} as { streamId: number },
  },
  actors: {
    createPost: fromPromise<CreateOutcome, { draft: StreamPostDraft }>(async () => ({
      ok: false,
      code: 'UNKNOWN',
    })),
    bindStream: fromPromise<BindOutcome, { streamId: number; postId: number }>(async () => ({
      ok: false,
      code: 'UNKNOWN',
    })),
  },
  guards: {
    created: (_, outcome: CreateOutcome) => isCreated(outcome),
    fieldsRefused: (_, outcome: CreateOutcome) => Object.keys(fieldsOf(outcome)).length > 0,
    bound: (_, outcome: BindOutcome) => outcome.ok,
  },
  actions: {
    keepDraft: assign({
      draft: (_, params: { draft: StreamPostDraft }) => params.draft,
      fieldErrors: {},
      problem: undefined,
    }),
    keepPost: assign({ postId: (_, params: { postId: number }) => params.postId }),
    keepFieldErrors: assign({ fieldErrors: (_, params: { fields: FieldErrors }) => params.fields }),
    keepProblem: assign({ problem: (_, params: { code: string }) => params.code }),
    clearProblem: assign({ problem: undefined }),
    postBound: (_, _params: { postId: number }) => {},
  },
}).createMachine({
  id: 'streamPost',
  context: ({ input }) => ({
    streamId: input.streamId,
    draft: undefined,
    postId: undefined,
    fieldErrors: {},
    problem: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, with the last refusal (by field, or a code) shown beside it.',
      on: {
        'post.submit': {
          target: 'creating',
          actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) },
        },
      },
    },
    creating: {
      tags: ['busy'],
      description: 'A second submit is not handled here, so a double tap makes one post.',
      invoke: {
        id: 'createPost',
        src: 'createPost',
        input: ({ context }) => ({ draft: context.draft! }),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => event.output },
            target: 'binding',
            actions: {
              type: 'keepPost',
              params: ({ event }) => ({
                postId: isCreated(event.output) ? event.output.postId : 0,
              }),
            },
          },
          {
            guard: { type: 'fieldsRefused', params: ({ event }) => event.output },
            target: 'editing',
            actions: {
              type: 'keepFieldErrors',
              params: ({ event }) => ({ fields: fieldsOf(event.output) }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepProblem',
              params: ({ event }) => ({ code: codeOf(event.output) ?? 'UNKNOWN' }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'keepProblem', params: { code: 'UNKNOWN' } },
        },
      },
    },
    binding: {
      tags: ['busy'],
      description: 'The post exists; the stream is told which post is its own.',
      invoke: {
        id: 'bindStream',
        src: 'bindStream',
        input: ({ context }) => ({ streamId: context.streamId, postId: context.postId! }),
        onDone: [
          {
            guard: { type: 'bound', params: ({ event }) => event.output },
            target: 'bound',
          },
          {
            target: 'bindFailed',
            actions: {
              type: 'keepProblem',
              params: ({ event }) => ({ code: codeOf(event.output) ?? 'UNKNOWN' }),
            },
          },
        ],
        onError: {
          target: 'bindFailed',
          actions: { type: 'keepProblem', params: { code: 'UNKNOWN' } },
        },
      },
    },
    bindFailed: {
      description:
        'The post was made but is not yet the stream’s. Trying again binds that same post; the ' +
        'form is not offered again, so no second post is made.',
      on: { 'post.retry': { target: 'binding', actions: 'clearProblem' } },
    },
    bound: {
      type: 'final',
      description: 'The stream has its post; the editor opens on it.',
      entry: { type: 'postBound', params: ({ context }) => ({ postId: context.postId! }) },
    },
  },
})
