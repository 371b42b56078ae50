import { describe, expect, it, vi } from 'vitest'
import { getMaintenanceStatus } from '../../src/api/status-service'
import { BASE, rawSandbox, restoreAfterEach } from './sandbox-harness'
import { attachErrorSink } from '../../src/lib/report-error'

function setup() {
  const { sandbox, call, post } = rawSandbox()
  const fault = async (body: Record<string, unknown>) => {
    const answer = await post('/__sandbox/faults', body)
    expect(answer.status).toBe(201)
  }
  const status = () => call('/maintenance-status')
  const readStatus = () => getMaintenanceStatus({ baseUrl: `${BASE}/`, fetch: sandbox.fetch })
  return { sandbox, call, post, fault, status, readStatus }
}

/** The app's reportError goes to the console and its sink; tests watch the sink. */
function watchReports() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const captured: unknown[] = []
  attachErrorSink({ captureException: (error) => captured.push(error), addBreadcrumb: () => {} })
  return captured
}

restoreAfterEach()

describe('fault kinds', () => {
  it('status and body: the call answers exactly that instead of the route', async () => {
    const { fault, status } = setup()
    await fault({ path: '/maintenance-status', status: 503, body: { message: 'down for a bit' } })
    const answer = await status()
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: 'down for a bit' })
  })

  it('a status alone gets a JSON body, and the app client reports it and goes on (not-ok)', async () => {
    const { fault, status, readStatus } = setup()
    const reported = watchReports()
    await fault({ path: '/maintenance-status', status: 500, times: 2 })
    const answer = await status()
    expect(answer.status).toBe(500)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(await readStatus()).toEqual({ ok: false })
    expect(reported).toHaveLength(1)
  })

  it('delayMs: answers normally, later', async () => {
    const { fault, status } = setup()
    await fault({ path: '/maintenance-status', delayMs: 150 })
    const started = performance.now()
    const answer = await status()
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(await answer.json()).toEqual({ maintaining: false })
  })

  it('release: a held answer goes at once, the oldest first; a release may come before the call', async () => {
    const { fault, status, post } = setup()
    await fault({ path: '/maintenance-status', delayMs: 60_000, times: 2 })
    const started = performance.now()
    // Released before the call is held: the release waits for it.
    const released = post('/__sandbox/faults/release', {})
    const answer = await status()
    expect(await (await released).json()).toEqual({ released: 1 })
    expect(await answer.json()).toEqual({ maintaining: false })
    // Held now, released after.
    const second = status()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await (await post('/__sandbox/faults/release', {})).json()).toEqual({ released: 1 })
    expect(await (await second).json()).toEqual({ maintaining: false })
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('a reset lets every held answer go', async () => {
    const { fault, status, post } = setup()
    await fault({ path: '/maintenance-status', delayMs: 60_000 })
    const held = status()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await post('/__sandbox/reset', {})
    expect(await (await held).json()).toEqual({ maintaining: false })
  })

  it('network abort: the in-process fetch rejects with a TypeError, like a browser', async () => {
    const { fault, status, readStatus } = setup()
    const reported = watchReports()
    await fault({ path: '/maintenance-status', network: 'abort', times: 2 })
    await expect(status()).rejects.toThrow(TypeError)
    expect(await readStatus()).toEqual({ ok: false })
    expect(reported).toHaveLength(1)
  })

  it('malformed: 200 with the route answer cut short, which no JSON parser accepts', async () => {
    const { fault, status, readStatus } = setup()
    watchReports()
    await fault({ path: '/maintenance-status', malformed: true, times: 2 })
    const answer = await status()
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect('{"maintaining":false}'.startsWith(text)).toBe(true)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
    expect(await readStatus()).toEqual({ ok: false })
  })

  it('when "after": the route runs (its side effects happen) and then its answer is lost', async () => {
    const { sandbox, fault, call } = setup()
    let orders = 0
    // Added after the sandbox was built, as API routes are: the fault middleware covers it too.
    sandbox.app.post('/api/v2/test-only/side-effect', (c) => c.json({ id: ++orders }))
    await fault({
      method: 'POST',
      path: '/api/v2/test-only/side-effect',
      network: 'abort',
      when: 'after',
      times: 1,
    })
    await expect(call('/api/v2/test-only/side-effect', { method: 'POST' })).rejects.toThrow(
      TypeError,
    )
    expect(orders).toBe(1)
    await fault({ method: 'POST', path: '/api/v2/test-only/side-effect', status: 500, times: 1 })
    expect((await call('/api/v2/test-only/side-effect', { method: 'POST' })).status).toBe(500)
    expect(orders).toBe(1)
  })
})

describe('which calls a fault meets', () => {
  it('times counts down, the list shows what is left, and the fault is gone at 0', async () => {
    const { fault, status, call } = setup()
    await fault({ path: '/maintenance-status', status: 500, times: 2 })
    expect((await status()).status).toBe(500)
    const listed = (await (await call('/__sandbox/faults')).json()) as {
      faults: { times: number }[]
    }
    expect(listed.faults.map((f) => f.times)).toEqual([1])
    expect((await status()).status).toBe(500)
    expect((await status()).status).toBe(200)
    expect(await (await call('/__sandbox/faults')).json()).toEqual({ faults: [] })
  })

  it('without times a fault stays until DELETE clears it', async () => {
    const { fault, status, call } = setup()
    await fault({ path: '/maintenance-status', status: 502 })
    for (let i = 0; i < 3; i++) expect((await status()).status).toBe(502)
    expect(await (await call('/__sandbox/faults', { method: 'DELETE' })).json()).toEqual({
      cleared: 1,
    })
    expect((await status()).status).toBe(200)
  })

  it('faults queue up: the oldest matching one answers first', async () => {
    const { fault, status } = setup()
    await fault({ path: '/maintenance-status', status: 500, times: 1 })
    await fault({ path: '/maintenance-status', status: 503, times: 1 })
    expect([(await status()).status, (await status()).status, (await status()).status]).toEqual([
      500, 503, 200,
    ])
  })

  // Other paths are checked for "not the fault's status": API routes answer them in their own way.
  it('* wildcards: one segment pattern, a prefix, and * alone for every call', async () => {
    const { fault, call } = setup()
    await fault({ path: '/api/*/carts', status: 500 })
    expect((await call('/api/v2/carts')).status).toBe(500)
    expect((await call('/api/v2/carts/9')).status).not.toBe(500)
    await call('/__sandbox/faults', { method: 'DELETE' })

    await fault({ path: '/api/v1/17shop/*', status: 418 })
    expect((await call('/api/v1/17shop/buyer/carts/3')).status).toBe(418)
    expect((await call('/api/v2/orders')).status).not.toBe(418)
    await call('/__sandbox/faults', { method: 'DELETE' })

    await fault({ path: '*', status: 500 })
    expect((await call('/maintenance-status')).status).toBe(500)
    expect((await call('/api/v2/anything?page=2')).status).toBe(500)
  })

  it('a method limits the fault to that method, in any case', async () => {
    const { fault, call } = setup()
    await fault({ method: 'post', path: '/maintenance-status', status: 500 })
    expect((await call('/maintenance-status')).status).toBe(200)
    expect((await call('/maintenance-status', { method: 'POST' })).status).toBe(500)
  })

  it('a pattern with a query compares the query too', async () => {
    const { fault, call } = setup()
    await fault({ path: '/api/v2/jp-zip?zipcode=*', status: 500 })
    expect((await call('/api/v2/jp-zip?zipcode=1000001')).status).toBe(500)
    expect((await call('/api/v2/jp-zip')).status).not.toBe(500)
  })

  it('controls and the error ingest are never faulted, even by *', async () => {
    const { sandbox, fault, call, post } = setup()
    await fault({ path: '*', network: 'abort' })
    await fault({ path: '/__sandbox/*', status: 500 })
    expect((await post('/__sandbox/maintenance', { maintaining: true })).status).toBe(200)
    expect((await call('/__sandbox/faults')).status).toBe(200)
    expect((await call('/__sandbox/main-site')).status).toBe(200)
    const ingest = await call('/api/1/envelope/', {
      method: 'POST',
      body: '{}\n{"type":"event"}\n{"event_id":"e1","message":"still heard"}\n',
    })
    expect(ingest.status).toBe(200)
    expect(sandbox.state.reports.list().map((r) => r.message)).toEqual(['still heard'])
  })
})

describe('the faults control validates its body', () => {
  it.each([
    [{ status: 500 }, ['path']],
    [{ path: 'api/v2', status: 500 }, ['path']],
    [{ path: '/x' }, ['status']],
    [{ path: '/x', status: 99 }, ['status']],
    [{ path: '/x', network: 'reset' }, ['network']],
    [{ path: '/x', network: 'abort', status: 500 }, ['network']],
    [{ path: '/x', body: { a: 1 }, delayMs: 5 }, ['body']],
    [{ path: '/x', status: 500, times: 0 }, ['times']],
    [{ path: '/x', status: 500, method: 'FETCH' }, ['method']],
    [{ path: '/x', status: 500, delay: 100 }, ['delay']],
  ])('%j is refused with 422 naming %j', async (body, fields) => {
    const { post, call } = setup()
    const answer = await post('/__sandbox/faults', body)
    expect(answer.status).toBe(422)
    const error = (await answer.json()) as { code: string; data: Record<string, string[]> }
    expect(error.code).toBe('VALIDATION_EXCEPTION')
    expect(Object.keys(error.data)).toEqual(fields)
    expect(await (await call('/__sandbox/faults')).json()).toEqual({ faults: [] })
  })

  it('refuses a body that is not JSON', async () => {
    const { call } = setup()
    const answer = await call('/__sandbox/faults', { method: 'POST', body: 'path=/x' })
    expect(answer.status).toBe(422)
  })
})
