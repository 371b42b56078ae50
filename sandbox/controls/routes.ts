import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxState } from '../state'
import { faultRoutes } from './faults-routes'
import { mainSitePage } from './main-site'
import { validateJson } from './validation'

const MaintenanceSchema = v.strictObject({ maintaining: v.boolean() })
/** An instant with its offset, as every date in the API: `2027-04-30T14:59:00Z`. */
const ResetSchema = v.strictObject({
  now: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp(),
      v.transform((at) => new Date(at)),
    ),
  ),
})

/** The controls of the sandbox contract, mounted at `/__sandbox`; see docs/sandbox.md. */
export function controlRoutes(state: SandboxState) {
  return new Hono()
    .post('/reset', async (c) => {
      // No body is the common call: back to the fixtures at the machine's time.
      const empty = (await c.req.raw.clone().text()).trim() === ''
      const body = await validateJson(c, ResetSchema, empty ? {} : undefined)
      if (!body.ok) return body.answer
      state.reset(body.value.now)
      return c.json({ ok: true, now: state.clock.now().toISOString() })
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
