import * as v from 'valibot'
import { reportError } from '../lib/report-error'
import { statusServiceCalls } from './schemas/calls/status-service'

/** What the boot machine's maintenance check receives (the machine declares the same shape). */
export type MaintenanceStatus = { ok: true; isMaintaining: boolean } | { ok: false }

export interface StatusServiceOptions {
  /** The status service's base URL; empty means this origin (the sandbox). */
  baseUrl: string
  fetch?: typeof fetch
}

/**
 * GET /maintenance-status: ok with the flag, or not-ok (reported) when the call fails.
 * The status service is not our API (no tokens, no flavours), and this check runs on every page,
 * so it uses fetch itself: ky then loads only with the first page that calls the API.
 */
export async function getMaintenanceStatus(
  options: StatusServiceOptions,
): Promise<MaintenanceStatus> {
  const send = options.fetch ?? globalThis.fetch
  const call = statusServiceCalls.getMaintenanceStatus
  const url = `${options.baseUrl.replace(/\/$/, '')}${call.path}`
  try {
    const response = await send(url, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`GET /maintenance-status answered ${response.status}`)
    const body = v.parse(call.response, await response.json())
    return { ok: true, isMaintaining: body.maintaining }
  } catch (error) {
    reportError(error, { call: 'GET /maintenance-status' })
    return { ok: false }
  }
}
