import { serve } from '@hono/node-server'
import { createSandbox, sandboxOptionsFromEnv } from './app'

// The sandbox alone, for clients other than our own build (another team's checks, curl, an app
// on another origin pointed at it through VITE_API_HOST and friends).
const port = Number(process.env.SANDBOX_PORT ?? 4174)
const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1'
const { app } = createSandbox(sandboxOptionsFromEnv())
serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname}:${info.port}`
  console.log(`Sandbox API on ${base}`)
  console.log(`  status service  ${base}/maintenance-status`)
  console.log(`  controls        ${base}/__sandbox/ (see docs/sandbox.md)`)
  console.log(`  error reports   ${base}/__sandbox/reports`)
  console.log(`  OpenAPI         ${base}/openapi.json (see docs/api.md)`)
})
