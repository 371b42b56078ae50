// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  TOKEN_COOKIE_NAMES,
  createTokenStore,
  tokenCookieAttributes,
  tokens,
} from '../../../src/api/tokens'
import { CACHE_PREFIX } from '../../../src/lib/cache'

/** jsdom hides cookie attributes once stored, so the strings written are read at the setter. */
function spyCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  const writes: string[] = []
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value)
    descriptor.set!.call(document, value)
  })
  return writes
}

afterEach(() => {
  vi.restoreAllMocks()
  tokens.clearAll()
})

describe('tokens', () => {
  it('keeps each token in local storage (prefixed cache) and a root-path Lax cookie', () => {
    const writes = spyCookieWrites()
    tokens.set('consumer', 'c-1')
    tokens.set('guest', 'g-1')

    expect(localStorage.getItem(`${CACHE_PREFIX}token.consumer`)).toContain('"c-1"')
    expect(localStorage.getItem(`${CACHE_PREFIX}token.guest`)).toContain('"g-1"')
    expect(document.cookie).toBe('consumer_token=c-1; guest_token=g-1')
    expect(writes).toHaveLength(2)
    for (const write of writes) {
      expect(write).toMatch(/; path=\//)
      expect(write).toMatch(/; sameSite=Lax/i)
      expect(write).not.toMatch(/; secure/i)
    }
    expect(tokens.get('consumer')).toBe('c-1')
  })

  it('marks the cookie Secure on https', () => {
    expect(tokenCookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true })
    const writes = spyCookieWrites()
    createTokenStore({ protocol: () => 'https:' }).set('consumer', 'c-2')
    expect(writes[0]).toMatch(/; secure/i)
  })

  it('clear removes both the stored copy and the cookie, for one kind or all', () => {
    tokens.set('consumer', 'c-1')
    tokens.set('guest', 'g-1')

    tokens.clear('guest')
    expect(tokens.get('guest')).toBeUndefined()
    expect(document.cookie).toBe('consumer_token=c-1')

    tokens.clearAll()
    expect(localStorage.length).toBe(0)
    expect(document.cookie).toBe('')
  })

  it('reads a token only the cookie has (set by another page of the site)', () => {
    document.cookie = `${TOKEN_COOKIE_NAMES.guest}=from-sso; path=/`
    expect(tokens.get('guest')).toBe('from-sso')
  })

  it('treats an empty token as none', () => {
    tokens.set('consumer', 'c-1')
    tokens.set('consumer', '')
    expect(tokens.get('consumer')).toBeUndefined()
    expect(document.cookie).toBe('')
  })
})
