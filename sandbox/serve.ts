import { serve } from '@hono/node-server'
import { createSandbox } from './app'

// The sandbox alone, for clients other than our own build (another team's checks, curl).
const port = Number(process.env.SANDBOX_PORT ?? 4174)
const { app } = createSandbox()
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Sandbox API on http://127.0.0.1:${info.port}`)
})
