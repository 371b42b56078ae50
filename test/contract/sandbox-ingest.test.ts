import { describe, expect, it } from 'vitest'
import { BrowserClient, Scope, defaultStackParser, makeFetchTransport } from '@sentry/react'
import { createSandbox, type Sandbox } from '../../sandbox/app'
import type { ErrorReport } from '../../sandbox/ingest/report'

/** The real browser SDK, sending through its own fetch transport into the sandbox in-process. */
function sentryClient(sandbox: Sandbox, dsn = 'http://sandbox@sandbox.test/1') {
  const client = new BrowserClient({
    dsn,
    transport: (options) => makeFetchTransport(options, sandbox.fetch),
    stackParser: defaultStackParser,
    integrations: [],
    environment: 'production',
    release: 'test-release',
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()
  return { client, scope }
}

async function reports(sandbox: Sandbox): Promise<ErrorReport[]> {
  const answer = await sandbox.fetch('http://sandbox.test/__sandbox/reports')
  return ((await answer.json()) as { reports: ErrorReport[] }).reports
}

const postEnvelope = (sandbox: Sandbox, body: BodyInit, headers: Record<string, string> = {}) =>
  sandbox.fetch('http://sandbox.test/api/1/envelope/?sentry_key=sandbox&sentry_version=7', {
    method: 'POST',
    headers,
    body,
  })

describe('the Sentry envelope ingest', () => {
  it('stores what the SDK sends for an exception: type, value, level, tags, extra, breadcrumbs', async () => {
    const sandbox = createSandbox()
    const { client, scope } = sentryClient(sandbox)
    scope.setTag('brand', 'live')
    scope.addBreadcrumb({
      category: 'api',
      message: 'schema mismatch',
      level: 'warning',
      data: { call: 'GET /x' },
    })
    const eventId = scope.captureException(new TypeError('price is not a number'), {
      captureContext: { extra: { source: 'window.error' } },
    })
    expect(await client.flush(2000)).toBe(true)

    const [report, ...others] = await reports(sandbox)
    expect(others).toEqual([])
    expect(report).toMatchObject({
      event_id: eventId,
      project_id: '1',
      level: 'error',
      exception: { type: 'TypeError', value: 'price is not a number' },
      tags: { brand: 'live' },
      extra: { source: 'window.error' },
      environment: 'production',
      release: 'test-release',
    })
    expect(report?.breadcrumbs).toEqual([
      expect.objectContaining({
        category: 'api',
        message: 'schema mismatch',
        level: 'warning',
        data: { call: 'GET /x' },
      }),
    ])
    expect(Date.parse(report?.timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('keeps events in order, newest last, whatever the project id', async () => {
    const sandbox = createSandbox()
    const { client, scope } = sentryClient(sandbox, 'http://sandbox@sandbox.test/42')
    scope.captureMessage('first')
    await client.flush(2000)
    scope.captureMessage('second', 'warning')
    await client.flush(2000)
    const stored = await reports(sandbox)
    expect(stored.map((r) => [r.message, r.level, r.project_id])).toEqual([
      ['first', 'info', '42'],
      ['second', 'warning', '42'],
    ])
  })

  it('reads an event sent with a binary attachment (a length-prefixed item)', async () => {
    const sandbox = createSandbox()
    const { client, scope } = sentryClient(sandbox)
    scope.addAttachment({ filename: 'state.txt', data: 'line one\nline two\n{not json' })
    scope.captureException(new Error('with attachment'))
    await client.flush(2000)
    expect((await reports(sandbox)).map((r) => r.exception?.value)).toEqual(['with attachment'])
  })

  it('ignores sessions and client reports, and keeps the request url', async () => {
    const sandbox = createSandbox()
    const envelope = [
      JSON.stringify({ sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ sid: 's1', status: 'ok' }),
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ discarded_events: [] }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({
        event_id: 'abc',
        timestamp: 1_700_000_000.5,
        exception: {
          values: [
            { type: 'Error', value: 'cause' },
            { type: 'RangeError', value: 'outer' },
          ],
        },
        request: { url: 'http://127.0.0.1:4173/error/not-found' },
      }),
    ].join('\n')
    expect((await postEnvelope(sandbox, envelope)).status).toBe(200)
    expect(await reports(sandbox)).toEqual([
      expect.objectContaining({
        event_id: 'abc',
        timestamp: '2023-11-14T22:13:20.500Z',
        exception: { type: 'RangeError', value: 'outer' },
        request_url: 'http://127.0.0.1:4173/error/not-found',
      }),
    ])
  })

  it('accepts a gzip-compressed envelope', async () => {
    const sandbox = createSandbox()
    const text = '{}\n{"type":"event"}\n{"event_id":"gz","message":"zipped"}'
    const gzipped = await new Response(
      new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer()
    const answer = await postEnvelope(sandbox, gzipped, { 'content-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect((await reports(sandbox)).map((r) => r.message)).toEqual(['zipped'])
  })

  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0'

  const eventEnvelope = (event: Record<string, unknown>) =>
    ['{}', JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n')

  it('names the browser, its engine and system from the user agent the SDK puts in the event', async () => {
    const sandbox = createSandbox()
    const event = {
      event_id: 'ios',
      message: 'on an iPhone',
      release: 'storefront@0.1.0+abc1234',
      request: { url: 'http://127.0.0.1:4173/', headers: { 'User-Agent': SAFARI_IPHONE } },
    }
    await postEnvelope(sandbox, eventEnvelope(event), { 'user-agent': FIREFOX_LINUX })
    expect(await reports(sandbox)).toEqual([
      expect.objectContaining({
        release: 'storefront@0.1.0+abc1234',
        browser: { name: 'Safari', version: '18.1', engine: 'WebKit', os: 'iOS 18.1' },
        user_agent: SAFARI_IPHONE,
      }),
    ])
  })

  it('takes the browser that posted the envelope when the event does not say', async () => {
    const sandbox = createSandbox()
    await postEnvelope(sandbox, eventEnvelope({ event_id: 'ff', message: 'no headers' }), {
      'user-agent': FIREFOX_LINUX,
    })
    const [report] = await reports(sandbox)
    expect(report?.browser).toEqual({
      name: 'Firefox',
      version: '153.0',
      engine: 'Gecko',
      os: 'Linux',
    })
  })

  it('keeps no browser when nothing names one', async () => {
    const sandbox = createSandbox()
    await postEnvelope(sandbox, eventEnvelope({ event_id: 'none', message: 'anonymous' }))
    const [report] = await reports(sandbox)
    expect(report).toMatchObject({ browser: null })
  })

  it('answers 400 to something that is not an envelope and stores nothing', async () => {
    const sandbox = createSandbox()
    const answer = await postEnvelope(sandbox, 'hello\nworld')
    expect(answer.status).toBe(400)
    expect(await reports(sandbox)).toEqual([])
  })
})
