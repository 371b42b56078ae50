// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { sameBytes } from '../../../src/api/client/repeated-reads'
import { tokens } from '../../../src/api/tokens'
import { ItemSchema, createTestHttp } from './http-fixture'
import { captureReports } from './http-reports'

const reports = captureReports()
afterEach(() => tokens.clearAll())

/** A schema that counts the bodies it checks. */
function countingSchema() {
  const counted = { checks: 0 }
  const schema = v.pipe(
    ItemSchema,
    v.check(() => {
      counted.checks++
      return true
    }),
  )
  return { counted, schema }
}

/** An API whose item's name is whatever the test last set, and whose 401 ends the session. */
function followedApi() {
  const test = createTestHttp()
  const state = { name: 'Tea' }
  test.app.get('/api/followed', (c) => c.json({ id: 7, name: state.name }))
  return { ...test, state }
}

const followed = (schema: v.GenericSchema, repeated: boolean) => ({
  name: 'getFollowed',
  method: 'get' as const,
  path: 'api/followed',
  response: schema,
  repeated,
})

describe('a call read again and again (repeated)', () => {
  it('gives the very same data, unchecked, while the answer is byte for byte the same', async () => {
    const { http, fetch } = followedApi()
    const { counted, schema } = countingSchema()
    const first = await http.call(followed(schema, true))
    const second = await http.call(followed(schema, true))
    expect(second).toBe(first)
    expect(second).toEqual({ id: 7, name: 'Tea' })
    expect(counted.checks).toBe(1)
    // Still asked each time: only the reading of an unchanged answer is saved.
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('reads, checks and gives the new data once the answer changes', async () => {
    const { http, state } = followedApi()
    const { counted, schema } = countingSchema()
    const first = await http.call(followed(schema, true))
    state.name = 'Coffee'
    const second = await http.call(followed(schema, true))
    expect(second).toEqual({ id: 7, name: 'Coffee' })
    expect(second).not.toBe(first)
    expect(counted.checks).toBe(2)
  })

  it('keeps nothing for a call that is not repeated', async () => {
    const { http } = followedApi()
    const { counted, schema } = countingSchema()
    const first = await http.call(followed(schema, false))
    const second = await http.call(followed(schema, false))
    expect(second).toEqual(first)
    expect(second).not.toBe(first)
    expect(counted.checks).toBe(2)
  })

  it('forgets what it kept when a session ends: the next read is checked afresh', async () => {
    const { http } = followedApi()
    const { counted, schema } = countingSchema()
    tokens.set('consumer', 'member-token')
    const first = await http.call(followed(schema, true))
    await expect(
      http.call({ name: 'getCart', method: 'get', path: 'api/unauthorized', response: ItemSchema }),
    ).rejects.toThrow()
    const again = await http.call(followed(schema, true))
    expect(again).toEqual(first)
    expect(again).not.toBe(first)
    expect(counted.checks).toBe(2)
  })

  it('still reports an answer that does not match its schema, once', async () => {
    const { http } = followedApi()
    const strict = v.object({ id: v.string() })
    await http.call(followed(strict, true))
    await http.call(followed(strict, true))
    expect(reports.errors).toHaveLength(1)
  })
})

describe('sameBytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('tells equal bodies from ones that differ anywhere, the last byte too', () => {
    expect(sameBytes(bytes('{"id":1,"name":"抹茶"}'), bytes('{"id":1,"name":"抹茶"}'))).toBe(true)
    expect(sameBytes(bytes('{"id":1,"name":"抹茶"}'), bytes('{"id":1,"name":"抹荼"}'))).toBe(false)
    expect(sameBytes(bytes('abcdefgh1'), bytes('abcdefgh2'))).toBe(false)
    expect(sameBytes(bytes('abcd'), bytes('abcde'))).toBe(false)
  })

  it('compares views that do not start on a word boundary', () => {
    const whole = bytes('xabcdefghij')
    expect(sameBytes(whole.subarray(1), bytes('abcdefghij'))).toBe(true)
    expect(sameBytes(whole.subarray(1), bytes('abcdefghiJ'))).toBe(false)
  })
})
