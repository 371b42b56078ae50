// @vitest-environment jsdom
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createHttp } from '../../../src/api/http'
import { createGuestToken, getMe } from '../../../src/api/marketplace-v2/session'
import { captureReports } from './http-reports'

const reports = captureReports()

function sandbox() {
  const app = new Hono()
  app.get('/api/v2/live-web/me', (c) => c.json({ user: null, guest: { id: 9, token: 'g-9' } }))
  app.post('/api/v2/guest/token', (c) => c.json({ data: { id: 10, token: 'g-10' } }))
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))
  return createHttp({ apiHost: 'http://sandbox.test', getLocale: () => 'ja', fetch })
}

describe('the example session calls', () => {
  it('getMe reads the visitor, and createGuestToken unwraps the new guest', async () => {
    const http = sandbox()
    await expect(getMe(http)).resolves.toEqual({ user: null, guest: { id: 9, token: 'g-9' } })
    await expect(createGuestToken(http)).resolves.toEqual({ id: 10, token: 'g-10' })
    expect(reports.errors).toHaveLength(0)
  })
})
