import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxState } from '../state'
import { faultRoutes } from './faults-routes'
import { mainSitePage } from './main-site'
import { validateJson } from './validation'

const MaintenanceSchema = v.strictObject({ maintaining: v.boolean() })

/** The controls of the sandbox contract, mounted at `/__sandbox`; see docs/sandbox.md. */
export function controlRoutes(state: SandboxState) {
  return new Hono()
    .post('/reset', (c) => {
      state.reset()
      return c.json({ ok: true })
    })
    .get('/maintenance', (c) => c.json({ maintaining: state.maintaining }))
    .post('/maintenance', async (c) => {
      const body = await validateJson(c, MaintenanceSchema)
      if (!body.ok) return body.answer
      state.maintaining = body.value.maintaining
      return c.json({ maintaining: state.maintaining })
    })
    .route('/faults', faultRoutes(state.faults))
    .get('/reports', (c) => c.json({ reports: state.reports.list() }))
    .get('/main-site', (c) => c.html(mainSitePage))
}
