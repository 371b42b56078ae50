import { describe, expect, it } from 'vitest'
import { unauthorizedRedirectPath } from '../../../src/api/client/unauthorized'

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

  it.each([
    '/stores/sakura-select/account',
    '/stores/sakura-select/account/register',
    '/error/unauthorized',
  ])('stays on %s, so a 401 on the login page cannot reload it in a loop', (pathname) => {
    expect(unauthorizedRedirectPath(pathname)).toBeUndefined()
  })
})
