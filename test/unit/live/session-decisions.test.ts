import { describe, expect, it } from 'vitest'
import {
  decideLogin,
  mustAskDataPolicy,
  planSession,
} from '../../../src/features/live/guards/session-decisions'

describe('planSession', () => {
  it("exchanges the link's token, even over a stored session", () => {
    const marker = { kind: 'buyer', token: 'hs_1' } as const
    expect(planSession('buyer', { queryToken: 'buyer-tw', storedToken: 'hs_1', marker })).toEqual({
      kind: 'login',
      token: 'buyer-tw',
    })
  })

  it('resumes a stored buyer session without logging in again', () => {
    const marker = { kind: 'buyer', token: 'hs_1' } as const
    expect(planSession('buyer', { queryToken: undefined, storedToken: 'hs_1', marker })).toEqual({
      kind: 'resume',
      token: 'hs_1',
    })
  })

  it("takes a stored token without a marker for a buyer's (a marketplace login is one handsup account)", () => {
    expect(
      planSession('buyer', { queryToken: undefined, storedToken: 'hs_m', marker: undefined }).kind,
    ).toBe('resume')
    expect(
      planSession('seller', { queryToken: undefined, storedToken: 'hs_m', marker: undefined }).kind,
    ).toBe('none')
  })

  it("does not let a seller's session buy, nor a buyer's sell", () => {
    const seller = { kind: 'seller', token: 'hs_s' } as const
    expect(
      planSession('buyer', { queryToken: undefined, storedToken: 'hs_s', marker: seller }).kind,
    ).toBe('none')
    expect(
      planSession('seller', { queryToken: undefined, storedToken: 'hs_s', marker: seller }).kind,
    ).toBe('resume')
  })

  it('ignores a marker written for another token', () => {
    const stale = { kind: 'seller', token: 'hs_old' } as const
    expect(
      planSession('buyer', { queryToken: undefined, storedToken: 'hs_new', marker: stale }).kind,
    ).toBe('resume')
  })

  it('exchanges a token kept from a failed try before a stored session, and only for its kind', () => {
    const marker = { kind: 'buyer', token: 'hs_1' } as const
    const pending = { kind: 'buyer', token: 'buyer-jp' } as const
    expect(
      planSession('buyer', { queryToken: undefined, storedToken: 'hs_1', marker, pending }),
    ).toEqual({ kind: 'login', token: 'buyer-jp' })
    expect(
      planSession('buyer', { queryToken: 'buyer-tw', storedToken: undefined, marker, pending }),
    ).toEqual({ kind: 'login', token: 'buyer-tw' })
    expect(
      planSession('seller', { queryToken: undefined, storedToken: undefined, marker, pending })
        .kind,
    ).toBe('none')
  })

  it('has no session without a token in the link or in storage', () => {
    expect(
      planSession('buyer', { queryToken: undefined, storedToken: undefined, marker: undefined })
        .kind,
    ).toBe('none')
  })
})

describe('decideLogin', () => {
  const http = (status: number, code: string) =>
    ({ ok: false, kind: 'http', status, code }) as const

  it('keeps the handsup token of a successful login', () => {
    expect(decideLogin('buyer', { ok: true, token: 'hs_1' })).toEqual({
      kind: 'session',
      token: 'hs_1',
    })
  })

  it('sends INTERNAL_SYSTEM_ERROR to the internal-system page, for buyers and sellers', () => {
    expect(decideLogin('buyer', http(500, 'INTERNAL_SYSTEM_ERROR')).kind).toBe('internal-system')
    expect(decideLogin('seller', http(500, 'INTERNAL_SYSTEM_ERROR')).kind).toBe('internal-system')
  })

  it('refuses a seller off the allow-list with a refusal, not an error page', () => {
    expect(decideLogin('seller', http(403, 'LIVER_NOT_IN_WHITELIST')).kind).toBe('refused')
  })

  it('sends any other refusal, an unknown token among them, to the unauthorized page', () => {
    expect(decideLogin('buyer', http(401, 'UNAUTHORIZED')).kind).toBe('unauthorized')
    expect(decideLogin('seller', http(401, 'UNAUTHORIZED')).kind).toBe('unauthorized')
    expect(decideLogin('seller', http(403, 'UNKNOWN')).kind).toBe('unauthorized')
    expect(decideLogin('buyer', { ok: false, kind: 'invalid-input' }).kind).toBe('unauthorized')
    expect(decideLogin('buyer', { ok: true, token: '' }).kind).toBe('unauthorized')
  })

  it('offers to try again when no answer came, and blames the server for a garbled one', () => {
    expect(decideLogin('buyer', { ok: false, kind: 'network' }).kind).toBe('temporary')
    expect(decideLogin('seller', { ok: false, kind: 'malformed' }).kind).toBe('internal-system')
  })

  it('never takes a 5xx or a 429 for a refused token: the link is kept for another try', () => {
    for (const need of ['buyer', 'seller'] as const) {
      expect(decideLogin(need, http(500, 'UNKNOWN')).kind).toBe('temporary')
      expect(decideLogin(need, http(503, 'UNKNOWN')).kind).toBe('temporary')
      expect(decideLogin(need, http(429, 'UNKNOWN')).kind).toBe('temporary')
    }
  })
})

describe('mustAskDataPolicy', () => {
  it('asks a buyer who has not accepted, and never one who has', () => {
    expect(mustAskDataPolicy({ is_accept_data_policy: false })).toBe(true)
    expect(mustAskDataPolicy({ is_accept_data_policy: true })).toBe(false)
  })
})
