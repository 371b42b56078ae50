import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningChromium {
  /** DevTools port, for Lighthouse. */
  port: number
  /** Browser WebSocket endpoint, for Playwright's connectOverCDP. */
  wsEndpoint: string
  close(): Promise<void>
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  // The bench's HTTP/2 server has a certificate of its own making (server.ts); this browser
  // runs on a throwaway profile and visits nothing else.
  '--ignore-certificate-errors',
]

/**
 * Starts the system Chromium (no browser download is possible here) with a DevTools port, so
 * Playwright and Lighthouse drive the same browser, one after the other.
 */
export async function startChromium(
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executablePath,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const wsEndpoint = await devToolsEndpoint(child)
  return {
    port: Number(new URL(wsEndpoint).port),
    wsEndpoint,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

function devToolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${output}`)), 30_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(error)
    }
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${output}`)))
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.removeAllListeners('exit')
        child.stderr!.resume()
        resolve(match[1]!)
      }
    })
  })
}
