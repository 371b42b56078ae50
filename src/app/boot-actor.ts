import { createActor, fromPromise } from 'xstate'
import { bootMachine } from '../../machines/boot/boot.machine'
import { getMaintenanceStatus } from '../api/status-service'
import { reportError } from '../lib/report-error'
import { config } from '../lib/env'
import { inspect } from '../lib/inspector'
import { sessionStore } from '../lib/web-storage'

const RELOADED_PATH_KEY = 'storefront:reloaded-path'

function readReloadedPath(): string | undefined {
  return sessionStore.getItem(RELOADED_PATH_KEY) ?? undefined
}

/**
 * Once a page has loaded fine, a later failure of the same path may reload again. Not while a
 * reload is under way: the router resolves the failed navigation before the browser unloads the
 * page, and forgetting then would let the reloaded page reload again, in a loop.
 */
export function forgetChunkReload(boot: BootActor): void {
  if (boot.getSnapshot().matches({ chunks: 'reloading' })) return
  sessionStore.removeItem(RELOADED_PATH_KEY)
}

/** The boot machine with the browser's real effects; created once in main.tsx. */
export function createBootActor() {
  const machine = bootMachine.provide({
    actors: {
      checkMaintenance: fromPromise(() =>
        getMaintenanceStatus({ baseUrl: config.statusServiceUrl }),
      ),
    },
    actions: {
      redirectToMainSite: () => window.location.replace(config.mainSiteUrl),
      reloadPath: (_, { path }) => {
        // Without storage we still reload; the machine's context prevents a loop here.
        sessionStore.setItem(RELOADED_PATH_KEY, path)
        window.location.assign(path)
      },
      reportChunkFailure: (_, { path }) =>
        reportError(new Error(`A page failed to load twice: ${path}`), { path }),
      reportStatusFailure: (_, { error }) =>
        reportError(error, { call: 'GET /maintenance-status', source: 'boot machine' }),
    },
  })
  return createActor(machine, { input: { reloadedPath: readReloadedPath() }, inspect })
}

export type BootActor = ReturnType<typeof createBootActor>
