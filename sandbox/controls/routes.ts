import { Hono } from 'hono'
import type { SandboxState } from '../state'

export function controlRoutes(state: SandboxState) {
  return new Hono()
    .post('/reset', (c) => {
      state.reset()
      return c.json({ ok: true })
    })
    .post('/maintenance', async (c) => {
      const body = await c.req.json<{ maintaining?: unknown }>().catch(() => ({}) as { maintaining?: unknown })
      state.maintaining = body.maintaining === true
      return c.json({ maintaining: state.maintaining })
    })
}
