/**
 * Starts the engine run's server: `vite preview` of the build with the sandbox mounted, on
 * `ENGINES_PORT` (default 4280), and stops it when the run ends. A server already listening there
 * is refused rather than reused: it may be another build, or another run's sandbox.
 */
import { spawn } from 'node:child_process'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    engineOrigin: string
    engineDriverPort: number
  }
}

// Not 4190, the first choice: it is on the fetch standard's list of blocked ports, so Node's fetch
// (and the browsers) refuse it with "bad port".
const port = Number(process.env.ENGINES_PORT ?? 4280)
const origin = `http://127.0.0.1:${port}`

async function answering() {
  try {
    return (await fetch(`${origin}/maintenance-status`)).ok
  } catch {
    return false
  }
}

export default async function setup(project: TestProject) {
  if (await answering())
    throw new Error(`${origin} already answers: set ENGINES_PORT to a free port`)
  const server = spawn('npx', ['vite', 'preview', '--strictPort', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 60_000
  while (!(await answering())) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode})`)
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${origin}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  project.provide('engineOrigin', origin)
  project.provide('engineDriverPort', port + 1)
  return () => {
    // npx and vite: the whole group.
    process.kill(-server.pid!, 'SIGTERM')
  }
}
