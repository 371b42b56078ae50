import { fileURLToPath } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { runnerImport, type Connect, type Plugin } from 'vite'
import { getRequestListener } from '@hono/node-server'
import { isSandboxPath } from './paths.ts'

type SandboxModule = typeof import('./app.ts')
type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>

const SANDBOX_ENTRY = fileURLToPath(new URL('./app.ts', import.meta.url))

/**
 * Mounts the sandbox API on the same origin as the app in `vite` (dev) and `vite preview`
 * (what `npm start` and the browser tests use), so nothing outside this machine is needed.
 *
 * The sandbox (and the API schemas it shares with the app) is loaded when a server starts,
 * through Vite's module runner, never imported by this file: vite.config.ts imports this file,
 * and everything it imports passes through the config loader on every build, test run and
 * start, which a build does not need and which warned about each of those hundreds of imports.
 */
export function sandboxPlugin(): Plugin {
  const mount = (middlewares: Connect.Server) => {
    const listener: Promise<Listener> = runnerImport<SandboxModule>(SANDBOX_ENTRY).then(
      ({ module }) =>
        getRequestListener(module.createSandbox(module.sandboxOptionsFromEnv()).app.fetch),
    )
    // A start-up failure is told once, where the server prints, not as a hang per request.
    listener.catch((error: unknown) => console.error('The sandbox API could not load:', error))
    middlewares.use((req, res, next) => {
      if (!isSandboxPath(req.url ?? '/')) return next()
      listener.then((listen) => listen(req, res)).catch(next)
    })
  }
  return {
    name: 'storefront:sandbox',
    configureServer(server) {
      mount(server.middlewares)
    },
    configurePreviewServer(server) {
      mount(server.middlewares)
    },
  }
}
