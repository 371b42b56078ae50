import { Hono } from 'hono'
import type { SandboxState } from '../state'

export function statusRoutes(state: SandboxState) {
  return new Hono().get('/maintenance-status', (c) => c.json({ maintaining: state.maintaining }))
}
