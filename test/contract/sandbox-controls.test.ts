import { describe, expect, it, vi } from 'vitest'
import { getMaintenanceStatus } from '../../src/api/status-service'
import { BASE, rawSandbox, restoreAfterEach } from './sandbox-harness'

restoreAfterEach()

describe('POST /__sandbox/maintenance', () => {
  it('switches what the status service reports, as the app client reads it', async () => {
    const { sandbox, post } = rawSandbox()
    const read = () => getMaintenanceStatus({ baseUrl: `${BASE}/`, fetch: sandbox.fetch })
    expect(await read()).toEqual({ ok: true, isMaintaining: false })

    const on = await post('/__sandbox/maintenance', { maintaining: true })
    expect(await on.json()).toEqual({ maintaining: true })
    expect(await read()).toEqual({ ok: true, isMaintaining: true })

    await post('/__sandbox/maintenance', { maintaining: false })
    expect(await read()).toEqual({ ok: true, isMaintaining: false })
  })

  it('refuses a body without a boolean flag, naming the field, and changes nothing', async () => {
    const { call, post } = rawSandbox()
    const answer = await post('/__sandbox/maintenance', { maintaining: 'yes' })
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as { code: string; data: Record<string, string[]> }
    expect(body.code).toBe('VALIDATION_EXCEPTION')
    expect(Object.keys(body.data)).toEqual(['maintaining'])
    expect(await (await call('/maintenance-status')).json()).toEqual({ maintaining: false })
  })
})

describe('POST /__sandbox/reset', () => {
  it('clears maintenance, faults and reports and runs every registered reset hook', async () => {
    const { sandbox, call, post } = rawSandbox()
    const dbReset = vi.fn()
    const dropped = vi.fn()
    sandbox.state.onReset(dbReset)
    sandbox.state.onReset(dropped)()
    await post('/__sandbox/maintenance', { maintaining: true })
    await post('/__sandbox/faults', { path: '/api/*', status: 500 })
    await call('/api/1/envelope/', {
      method: 'POST',
      body: '{}\n{"type":"event"}\n{"event_id":"a1","message":"before reset"}\n',
    })
    expect(sandbox.state.reports.list()).toHaveLength(1)

    const answer = await post('/__sandbox/reset', {})
    expect(answer.status).toBe(200)
    expect(await (await call('/maintenance-status')).json()).toEqual({ maintaining: false })
    expect(await (await call('/__sandbox/faults')).json()).toEqual({ faults: [] })
    expect(await (await call('/__sandbox/reports')).json()).toEqual({ reports: [] })
    expect(dbReset).toHaveBeenCalledTimes(1)
    expect(dropped).not.toHaveBeenCalled()
  })
})

describe('POST /__sandbox/reset with now', () => {
  it('seeds the fixtures around that instant and keeps the clock running from it', async () => {
    const { sandbox, call, post } = rawSandbox()
    const at = '2031-02-28T14:30:00.000Z'
    const answer = await post('/__sandbox/reset', { now: at })
    expect(answer.status).toBe(200)
    const moved = Date.parse(((await answer.json()) as { now: string }).now)
    expect(moved - Date.parse(at)).toBeLessThan(1_000)
    const order = sandbox.db.orders.get(9001)
    expect(order?.slug).toBe('HS203102189001') // placed 10 days before the reset
    expect(sandbox.db.now().getTime()).toBeGreaterThanOrEqual(moved)

    // A plain reset is back on the machine's clock.
    await call('/__sandbox/reset', { method: 'POST' })
    expect(Math.abs(sandbox.db.now().getTime() - Date.now())).toBeLessThan(1_000)
  })

  it('refuses a now that is not an instant, and changes nothing', async () => {
    const { sandbox, post } = rawSandbox()
    const answer = await post('/__sandbox/reset', { now: 'tomorrow' })
    expect(answer.status).toBe(422)
    expect(Object.keys(((await answer.json()) as { data: object }).data)).toEqual(['now'])
    expect(Math.abs(sandbox.db.now().getTime() - Date.now())).toBeLessThan(1_000)
  })
})

describe('GET /__sandbox/main-site', () => {
  it('is a real page that says what it stands for and links back to the shop', async () => {
    const { call } = rawSandbox()
    const answer = await call('/__sandbox/main-site')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await answer.text()
    expect(html).toContain('<title>Main site (sandbox)</title>')
    expect(html).toContain('stands for the main site')
    expect(html).toMatch(/<a href="\/">Back to the shop<\/a>/)
  })
})

describe('the sandbox run on another origin', () => {
  it('lets that origin call it with credentials', async () => {
    const { call } = rawSandbox()
    const answer = await call('/maintenance-status', {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
  })
})
