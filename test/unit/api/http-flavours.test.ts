// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError, UNKNOWN_ERROR_CODE } from '../../../src/api/client/results'
import { AddToCartErrors, ItemSchema, createTestHttp, offlineFetch } from './http-fixture'
import { captureReports } from './http-reports'

const reports = captureReports()

const get = (path: string) => ({
  name: `get ${path}`,
  method: 'get' as const,
  path,
  response: ItemSchema,
})
const withErrors = (path: string) => ({ ...get(path), errors: AddToCartErrors })

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('default flavour (call)', () => {
  it('resolves with the validated data on a 2xx', async () => {
    const { http } = createTestHttp()
    await expect(http.call(get('api/item'))).resolves.toEqual({ id: 1, name: 'Tea' })
  })

  it('reads the body as UTF-8 text, a byte-order mark dropped, as a browser reads text', async () => {
    const { http } = createTestHttp()
    await expect(http.call(get('api/japanese'))).resolves.toEqual({ id: 4, name: '抹茶ラテ 🍵' })
  })

  it('rejects on a 4xx with the code the body carried, unreported (an answer, not a bug)', async () => {
    const { http } = createTestHttp()
    const error = await rejection(http.call(get('api/sold-out')))
    expect(error.failure).toMatchObject({
      kind: 'http',
      status: 409,
      error: { code: 'SKU_SOLD_OUT' },
    })
    expect(error.reported).toBe(false)
    expect(reports.errors).toHaveLength(0)
  })

  it('rejects on a 5xx and reports it once', async () => {
    const { http } = createTestHttp()
    const error = await rejection(http.call(get('api/server-error')))
    expect(error.failure).toMatchObject({
      kind: 'http',
      status: 500,
      error: { code: 'INTERNAL_SYSTEM_ERROR' },
    })
    expect(error.reported).toBe(true)
    expect(reports.errors).toHaveLength(1)
    expect(reports.errors[0]?.context).toMatchObject({ call: 'get api/server-error' })
  })

  it('rejects with a network failure when fetch gets no answer, whatever the runtime calls it', async () => {
    for (const message of ['Failed to fetch', 'Load failed', 'socket hang up']) {
      const { http } = createTestHttp({ fetch: offlineFetch(message) })
      const error = await rejection(http.call(get('api/item')))
      expect(error.failure.kind).toBe('network')
    }
  })

  it('rejects a 2xx whose body is not JSON as malformed, and reports it', async () => {
    const { http } = createTestHttp()
    const error = await rejection(http.call(get('api/malformed')))
    expect(error.failure).toEqual({ ok: false, kind: 'malformed', status: 200 })
    expect(reports.errors).toHaveLength(1)
  })
})

describe('4xx as results (result4xx)', () => {
  it('gives ok data on a 2xx', async () => {
    const { http } = createTestHttp()
    await expect(http.result4xx(withErrors('api/item'))).resolves.toEqual({
      ok: true,
      status: 200,
      data: { id: 1, name: 'Tea' },
    })
  })

  it('gives a typed error code on a 4xx', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx(withErrors('api/sold-out'))
    expect(result).toEqual({
      ok: false,
      kind: 'http',
      status: 409,
      error: { code: 'SKU_SOLD_OUT', message: 'Sold out' },
    })
  })

  it('turns a code the call does not know into UNKNOWN, reported so the new code is noticed', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx(withErrors('api/new-code'))
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      error: { code: UNKNOWN_ERROR_CODE, message: 'Hm' },
    })
    expect(reports.errors).toHaveLength(1)
    expect(reports.breadcrumbs.some((b) => b.category === 'api.schema')).toBe(true)
  })

  it('gives a 401 or 404 as UNKNOWN with the server message, with no mismatch report: the status says it all', async () => {
    const { http } = createTestHttp()
    const unauthorized = await http.result4xx(withErrors('api/unauthorized'))
    const missing = await http.result4xx(withErrors('api/missing'))
    expect(unauthorized).toMatchObject({
      ok: false,
      status: 401,
      error: { code: UNKNOWN_ERROR_CODE },
    })
    expect(missing).toMatchObject({
      ok: false,
      status: 404,
      error: { code: UNKNOWN_ERROR_CODE, message: 'No such item' },
    })
    expect(reports.errors).toHaveLength(0)
  })

  it('still rejects on a 5xx and on a network failure', async () => {
    const { http } = createTestHttp()
    expect((await rejection(http.result4xx(withErrors('api/server-error')))).failure).toMatchObject(
      { status: 500 },
    )
    const offline = createTestHttp({ fetch: offlineFetch() })
    expect((await rejection(offline.http.result4xx(withErrors('api/item')))).failure.kind).toBe(
      'network',
    )
  })
})

describe('4xx and 5xx as results (result4xx5xx)', () => {
  it('gives the 5xx as a typed result, reported', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx5xx(withErrors('api/server-error'))
    // INTERNAL_SYSTEM_ERROR is not in this call's union, so the UI sees UNKNOWN, never a raw string.
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 500,
      error: { code: UNKNOWN_ERROR_CODE },
    })
    // Once, as a 5xx: not a second time as an error body outside the call's union.
    expect(reports.errors).toHaveLength(1)
  })

  it('gives a 502 HTML page as an UNKNOWN http failure, not a crash', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx5xx(withErrors('api/bad-gateway'))
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 502,
      error: { code: UNKNOWN_ERROR_CODE },
    })
  })

  it('gives a network failure as a result', async () => {
    const { http } = createTestHttp({ fetch: offlineFetch() })
    const result = await http.result4xx5xx(withErrors('api/item'))
    expect(result).toMatchObject({ ok: false, kind: 'network' })
  })

  it('gives malformed JSON as a malformed failure, not as data', async () => {
    const { http } = createTestHttp()
    await expect(http.result4xx5xx(withErrors('api/malformed'))).resolves.toEqual({
      ok: false,
      kind: 'malformed',
      status: 200,
    })
  })

  it('gives the 4xx as a typed result too', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx5xx(withErrors('api/sold-out'))
    expect(result.ok === false && result.kind === 'http' && result.error.code).toBe('SKU_SOLD_OUT')
  })
})
