// @vitest-environment jsdom
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { checked } from '../../../src/api/client/call-spec'
import { ApiError } from '../../../src/api/client/results'
import { SchemaMismatchError } from '../../../src/api/client/response-validation'
import { AddToCartErrors, ItemSchema, createTestHttp } from './http-fixture'
import { captureReports } from './http-reports'

const reports = captureReports()

const AddToCartRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1, 'At least one')),
  stream_id: v.optional(v.number()),
})

describe('response validation (the schema policy)', () => {
  it('on a mismatch leaves a breadcrumb, reports the call and its issues, and uses the raw data', async () => {
    const { http } = createTestHttp()
    const data = await http.call({
      name: 'getItem',
      method: 'get',
      path: 'api/item-renamed',
      response: ItemSchema,
    })

    expect(data).toEqual({ id: 1, title: 'Tea' })
    expect(reports.breadcrumbs).toContainEqual(
      expect.objectContaining({
        category: 'api.schema',
        data: expect.objectContaining({ call: 'getItem' }),
      }),
    )
    expect(reports.errors).toHaveLength(1)
    const [report] = reports.errors
    expect(report?.error).toBeInstanceOf(SchemaMismatchError)
    expect(report?.context).toMatchObject({ call: 'getItem', issues: [{ path: 'name' }] })
  })

  it('reports nothing when the body matches', async () => {
    const { http } = createTestHttp()
    await http.call({ name: 'getItem', method: 'get', path: 'api/item', response: ItemSchema })
    expect(reports.errors).toHaveLength(0)
  })
})

describe('request validation', () => {
  const addToCart = (
    http: ReturnType<typeof createTestHttp>['http'],
    input: v.InferInput<typeof AddToCartRequest>,
  ) =>
    http.result4xx({
      name: 'addToCart',
      method: 'post',
      path: 'api/echo',
      body: checked(AddToCartRequest, input),
      response: ItemSchema,
      errors: AddToCartErrors,
    })

  it('never calls fetch with a bad input, and lists each offending field', async () => {
    const { http, fetch } = createTestHttp()
    const result = await addToCart(http, { id: 0, quantity: 0 })

    expect(fetch).not.toHaveBeenCalled()
    expect(result).toEqual({
      ok: false,
      kind: 'invalid-input',
      issues: [
        { path: 'id', message: expect.any(String) },
        { path: 'quantity', message: 'At least one' },
      ],
    })
  })

  it('sends a valid input as the JSON body', async () => {
    const { http, requests } = createTestHttp()
    const result = await addToCart(http, { id: 5, quantity: 2 })

    expect(result.ok).toBe(true)
    expect(requests[0]?.method).toBe('POST')
    expect(await requests[0]?.json()).toEqual({ id: 5, quantity: 2 })
  })

  it('checks query inputs too, and the default flavour rejects a bad one before sending', async () => {
    const { http, fetch, requests } = createTestHttp()
    const Query = v.object({ email: v.pipe(v.string(), v.email('Not an e-mail')) })
    const search = (email: string) =>
      http.call({
        name: 'emailExists',
        method: 'get',
        path: 'api/search',
        query: checked(Query, { email }),
        response: ItemSchema,
      })

    const error = await search('nope').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).failure).toMatchObject({
      kind: 'invalid-input',
      issues: [{ path: 'email', message: 'Not an e-mail' }],
    })
    expect(fetch).not.toHaveBeenCalled()

    await search('a+b@example.com')
    expect(new URL(requests[0]?.url ?? '').searchParams.get('email')).toBe('a+b@example.com')
  })

  it('drops undefined query values and repeats array values', async () => {
    const { http, requests } = createTestHttp()
    await http.call({
      name: 'products',
      method: 'get',
      path: 'api/search',
      query: { page: 2, keyword: undefined, tab_names: ['normal', 'printio'] },
      response: ItemSchema,
    })
    expect(new URL(requests[0]?.url ?? '').search).toBe(
      '?page=2&tab_names=normal&tab_names=printio',
    )
  })

  it('writes a flag that is on bare, as the API spells it, and leaves one that is off out', async () => {
    const { http, requests } = createTestHttp()
    await http.call({
      name: 'messages',
      method: 'get',
      path: 'api/search',
      query: { role: 'buyer', all: true, unread: false, note: 'a b&c' },
      response: ItemSchema,
    })
    expect(new URL(requests[0]?.url ?? '').search).toBe('?role=buyer&all&note=a+b%26c')
  })
})
