import { Hono } from 'hono'
import * as v from 'valibot'
import type { Db } from '../db/db'
import { FX } from '../db/fixtures'
import type { SandboxState } from '../state'
import { makeMove, MoveRefused, type StreamMove } from './stream-moves'
import { validateJson } from './validation'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((at) => new Date(at)),
)
/** Up to ten minutes ahead: long enough for a demo, short enough that nothing is forgotten. */
const afterMs = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)))

const MoveSchema = v.variant('do', [
  v.strictObject({ do: v.literal('add'), product: id, position: v.optional(id), afterMs }),
  v.strictObject({ do: v.literal('remove'), product: id, afterMs }),
  v.strictObject({ do: v.literal('sellOut'), product: id, sku: v.optional(id), afterMs }),
  v.strictObject({
    do: v.literal('restock'),
    product: id,
    sku: v.optional(id),
    stock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    afterMs,
  }),
  v.strictObject({ do: v.literal('openSale'), product: id, at: v.optional(instant), afterMs }),
  v.strictObject({ do: v.literal('closeSale'), product: id, at: v.optional(instant), afterMs }),
])
type TimedMove = v.InferOutput<typeof MoveSchema>

const StreamSchema = v.strictObject({
  post: v.optional(id),
  moves: v.pipe(v.array(MoveSchema), v.minLength(1), v.maxLength(100)),
})

interface Pending {
  id: number
  post: number
  move: StreamMove
  due_at: string
  timer: ReturnType<typeof setTimeout>
}

const withoutTiming = ({ afterMs: _, ...move }: TimedMove): StreamMove => move
const described = (move: StreamMove) => ({
  ...move,
  ...('at' in move && move.at ? { at: move.at.toISOString() } : {}),
})

/**
 * POST /__sandbox/stream: a post moved as its seller would during a stream (add, remove, sell
 * out, restock, open and close a sale), at once or after `afterMs`, so a buyer's open storefront
 * can be watched following it (docs/sandbox.md#a-moving-stream). Moves still to come are listed
 * by GET and called off by DELETE or a reset.
 */
export function streamControlRoutes(db: Db, state: SandboxState) {
  const pending = new Map<number, Pending>()
  const refused: Array<{ post: number; move: ReturnType<typeof described>; message: string }> = []
  let nextId = 1
  const callOff = () => {
    for (const entry of pending.values()) clearTimeout(entry.timer)
    const count = pending.size
    pending.clear()
    return count
  }
  state.onReset(() => {
    callOff()
    refused.length = 0
  })

  const postOf = (postId: number) => {
    const post = db.posts.get(postId)
    if (!post) throw new MoveRefused(`No post ${postId}.`)
    return post
  }

  const run = (postId: number, move: StreamMove) => {
    try {
      makeMove(db, postOf(postId), move)
    } catch (error) {
      if (!(error instanceof MoveRefused)) throw error
      refused.push({ post: postId, move: described(move), message: error.message })
    }
  }

  const listed = (entry: Pending) => ({
    id: entry.id,
    post: entry.post,
    ...described(entry.move),
    due_at: entry.due_at,
  })

  return new Hono()
    .post('/stream', async (c) => {
      const body = await validateJson(c, StreamSchema)
      if (!body.ok) return body.answer
      const postId = body.value.post ?? FX.posts.jp
      // Refused whole, before anything moves: a typo in a demo's script is loud at once.
      try {
        const post = postOf(postId)
        for (const move of body.value.moves) {
          const product = db.products.get(move.product)
          if (product?.store_id !== post.store_id)
            throw new MoveRefused(
              `Product ${move.product} is not a product of post ${postId}'s store.`,
            )
        }
      } catch (error) {
        if (!(error instanceof MoveRefused)) throw error
        return c.json({ code: 'NOT_FOUND', message: error.message }, 404)
      }
      const done: StreamMove[] = []
      const scheduled: Pending[] = []
      for (const timed of body.value.moves) {
        const move = withoutTiming(timed)
        if (!timed.afterMs) {
          run(postId, move)
          done.push(move)
          continue
        }
        const entry: Pending = {
          id: nextId++,
          post: postId,
          move,
          due_at: new Date(state.clock.now().getTime() + timed.afterMs).toISOString(),
          timer: setTimeout(() => {
            pending.delete(entry.id)
            run(postId, move)
          }, timed.afterMs),
        }
        pending.set(entry.id, entry)
        scheduled.push(entry)
      }
      return c.json({
        post: postId,
        done: done.map(described),
        scheduled: scheduled.map(listed),
        refused,
      })
    })
    .get('/stream', (c) => c.json({ scheduled: [...pending.values()].map(listed), refused }))
    .delete('/stream', (c) => c.json({ cleared: callOff() }))
}
