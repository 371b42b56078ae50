import { describe, expect, it } from 'vitest'
import { unauthorizedDestination } from '../../../src/features/visitor/visitor-redirect'

const at = (href: string) => {
  const url = new URL(href, 'http://shop.test')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

describe('where a 401 sends the browser', () => {
  it.each([
    [
      '/stores/sakura-select/member/profile',
      '/stores/sakura-select/account?redirect=%2Fstores%2Fsakura-select%2Fmember%2Fprofile',
    ],
    [
      '/stores/kumo-books/marketplace/orders?page=2#top',
      '/stores/kumo-books/account?redirect=%2Fstores%2Fkumo-books%2Fmarketplace%2Forders%3Fpage%3D2%23top',
    ],
    ['/17shop/orders/12', '/error/unauthorized?from=%2F17shop%2Forders%2F12'],
    [
      '/17shop/buyer/livers/1001?token=buyer-jp',
      '/error/unauthorized?from=%2F17shop%2Fbuyer%2Flivers%2F1001%3Ftoken%3Dbuyer-jp',
    ],
  ])('from %s to %s', (href, destination) => {
    expect(unauthorizedDestination(at(href))).toBe(destination)
  })

  it.each([
    '/stores/sakura-select/account?redirect=%2Fstores%2Fsakura-select%2Fmember%2Fprofile',
    '/error/unauthorized?from=%2F',
  ])('nowhere from %s, so the login page cannot reload itself in a loop', (href) => {
    expect(unauthorizedDestination(at(href))).toBeUndefined()
  })
})
