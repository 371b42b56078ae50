import ky from 'ky'
import * as v from 'valibot'
import { reportError } from '../lib/report-error'
import type { MaintenanceStatus } from '../../machines/boot/boot.machine'

export const MaintenanceStatusSchema = v.object({ maintaining: v.boolean() })

export interface StatusServiceOptions {
  /** The status service's base URL; empty means this origin (the sandbox). */
  baseUrl: string
  fetch?: typeof fetch
}

/** GET /maintenance-status: ok with the flag, or not-ok (reported) when the call fails. */
export async function getMaintenanceStatus(options: StatusServiceOptions): Promise<MaintenanceStatus> {
  try {
    const body = await ky
      .get('maintenance-status', {
        prefix: options.baseUrl || '/',
        timeout: false,
        retry: 0,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      .json(MaintenanceStatusSchema)
    return { ok: true, isMaintaining: body.maintaining }
  } catch (error) {
    reportError(error, { call: 'GET /maintenance-status' })
    return { ok: false }
  }
}
