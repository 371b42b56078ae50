/**
 * What a seller's browser can do to the stream-post machine: seller-jp making the post of liver
 * 1001's stream 7004, which has none yet (sandbox/db/FIXTURES.md), with each answer the create
 * and bind calls can give.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  streamPostMachine,
  type BindOutcome,
  type CreateOutcome,
  type StreamPostContext,
  type StreamPostDraft,
} from '../../../machines/seller/stream-post.machine'
import { actorDone, type BrowserAlphabet } from './select-paths'

/** What the form sends with only its title filled. */
export const TITLED: StreamPostDraft = {
  title: '週末のライブ',
  content: '',
  channelIds: [],
  isPrivate: false,
  keywords: [],
  upcomingAt: null,
  upcomingTitle: '',
}

const created = (output: CreateOutcome) => actorDone('createPost', output)
const bound = (output: BindOutcome) => actorDone('bindStream', output)
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as StreamPostContext

export const streamPostAlphabet: BrowserAlphabet = {
  title: 'stream post',
  machine: streamPostMachine,
  inputs: [{ streamId: 7004 }],
  events: [
    { name: 'make the post', kind: 'act', event: { type: 'post.submit', draft: TITLED } },
    { name: 'post made', kind: 'result', event: created({ ok: true, postId: 1 }) },
    {
      name: 'title refused',
      kind: 'result',
      event: created({ ok: false, fields: { title: ['Not allowed.'] } }),
    },
    {
      name: 'shop not set up',
      kind: 'result',
      event: created({ ok: false, code: 'STORE_PAYMENT_SHIPPING_UNSET' }),
    },
    { name: 'linked', kind: 'result', event: bound({ ok: true }) },
    { name: 'not linked', kind: 'result', event: bound({ ok: false, code: 'NETWORK' }) },
    { name: 'link again', kind: 'act', event: { type: 'post.retry' } },
  ],
  key: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      made: ctx(snapshot).postId !== undefined,
      refused: Object.keys(ctx(snapshot).fieldErrors),
      problem: ctx(snapshot).problem ?? null,
    }),
}
