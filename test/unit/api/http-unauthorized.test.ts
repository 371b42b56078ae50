// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SESSION_CACHE_KEYS,
  installDefaultUnauthorizedHandler,
  unauthorizedRedirectPath,
} from '../../../src/api/client/unauthorized'
import { emitSessionEvent } from '../../../src/api/session-events'
import { localCache } from '../../../src/lib/cache'

describe('unauthorizedRedirectPath', () => {
  it.each([
    ['/stores/sakura-select/marketplace/orders', '/stores/sakura-select/account'],
    ['/stores/kumo-books', '/stores/kumo-books/account'],
    ['/stores/kumo-books/member/profile/', '/stores/kumo-books/account'],
    ['/17shop/orders/12', '/error/unauthorized'],
    ['/', '/error/unauthorized'],
    ['/stores/', '/error/unauthorized'],
  ])('sends %s to %s', (pathname, target) => {
    expect(unauthorizedRedirectPath(pathname)).toBe(target)
  })

  it.each(['/stores/sakura-select/account', '/stores/sakura-select/account/register', '/error/unauthorized'])(
    'stays on %s, so a 401 on the login page cannot reload it in a loop',
    (pathname) => {
      expect(unauthorizedRedirectPath(pathname)).toBeUndefined()
    },
  )
})

describe('installDefaultUnauthorizedHandler', () => {
  let uninstall = () => {}
  afterEach(() => uninstall())

  it('clears the cached cart and profile and navigates once, however many calls failed', () => {
    localCache.set(SESSION_CACHE_KEYS.cart, { items: [1] })
    localCache.set(SESSION_CACHE_KEYS.profile, { name: 'Aki' })
    const assign = vi.fn()
    uninstall = installDefaultUnauthorizedHandler({ location: { pathname: '/stores/sakura-select/marketplace', assign } })

    emitSessionEvent({ type: 'session.unauthorized', call: 'getCart' })
    emitSessionEvent({ type: 'session.unauthorized', call: 'getMe' })

    expect(localCache.get(SESSION_CACHE_KEYS.cart)).toBeUndefined()
    expect(localCache.get(SESSION_CACHE_KEYS.profile)).toBeUndefined()
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/stores/sakura-select/account')
  })

  it('stops listening once uninstalled', () => {
    const assign = vi.fn()
    installDefaultUnauthorizedHandler({ location: { pathname: '/17shop/orders', assign } })()
    emitSessionEvent({ type: 'session.unauthorized', call: 'getOrders' })
    expect(assign).not.toHaveBeenCalled()
  })
})
