import type { Connect, Plugin } from 'vite'
import { getRequestListener } from '@hono/node-server'
import { createSandbox, isSandboxPath } from './app'

/**
 * Mounts the sandbox API on the same origin as the app in `vite` (dev) and `vite preview`
 * (what `npm start` and the browser tests use), so nothing outside this machine is needed.
 */
export function sandboxPlugin(): Plugin {
  const mount = (middlewares: Connect.Server) => {
    const sandbox = createSandbox()
    const listener = getRequestListener(sandbox.app.fetch)
    middlewares.use((req, res, next) => {
      if (!isSandboxPath(req.url ?? '/')) return next()
      void listener(req, res)
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
