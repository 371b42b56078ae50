import { Hono } from 'hono'
import { createSandboxState, type SandboxState } from './state'
import { controlRoutes } from './controls/routes'
import { statusRoutes } from './status/routes'

export interface Sandbox {
  app: Hono
  state: SandboxState
}

const SANDBOX_PREFIXES = ['/api/', '/maintenance-status', '/__sandbox']

/** Which request paths the sandbox answers when mounted beside the app's own files. */
export function isSandboxPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return SANDBOX_PREFIXES.some((prefix) => path.startsWith(prefix))
}

export function createSandbox(): Sandbox {
  const state = createSandboxState()
  const app = new Hono()
  app.route('/__sandbox', controlRoutes(state))
  app.route('/', statusRoutes(state))
  return { app, state }
}
