import { Hono } from 'hono'
import { FaultInputSchema } from '../faults/fault'
import type { FaultStore } from '../faults/store'
import { validateJson } from './validation'

/** How long a release waits for an answer to be held, when none is yet. */
const RELEASE_WAIT_MS = 10_000

/**
 * `/__sandbox/faults`: add (POST), list (GET), clear all (DELETE) or one (DELETE /:id); let the
 * oldest answer held by a `delayMs` go at once (POST /release).
 */
export function faultRoutes(faults: FaultStore) {
  return new Hono()
    .post('/', async (c) => {
      const input = await validateJson(c, FaultInputSchema)
      if (!input.ok) return input.answer
      return c.json(faults.add(input.value), 201)
    })
    .get('/', (c) => c.json({ faults: faults.list() }))
    .post('/release', async (c) => c.json({ released: await faults.release(RELEASE_WAIT_MS) }))
    .delete('/', (c) => c.json({ cleared: faults.clear() }))
    .delete('/:id{[0-9]+}', (c) =>
      faults.remove(Number(c.req.param('id')))
        ? c.json({ cleared: 1 })
        : c.json({ code: 'NOT_FOUND', message: 'No such fault.' }, 404),
    )
}
