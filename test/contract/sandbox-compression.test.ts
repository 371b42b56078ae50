import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { rawSandbox, restoreAfterEach } from './sandbox-harness'

restoreAfterEach()

// A buyer's live-shop session (sandbox/db/FIXTURES.md) and the stream post of liver 1001's shop.
const BUYER = { Authorization: 'Bearer session-buyer-jp' }
const POST = '/api/v1/17shop/liveweb/stores/201/posts/5001'

describe('answers as the API servers send them', () => {
  it('gzips an answer for a client that accepts it, the same JSON inside; others get it plain', async () => {
    const { call, post } = rawSandbox()
    await post('/__sandbox/scale', { postProducts: 200 })
    const plain = await call(POST, { headers: BUYER })
    const zipped = await call(POST, { headers: { ...BUYER, 'Accept-Encoding': 'gzip' } })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await zipped.arrayBuffer())
    const text = await plain.text()
    expect(bytes.length).toBeLessThan(text.length / 5)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text))
  })
})
