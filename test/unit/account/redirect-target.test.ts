import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  afterLoginPath,
  inAppPath,
  RedirectSearchSchema,
} from '../../../src/features/account/redirect-target'

describe('inAppPath', () => {
  it.each([
    ['/stores/sakura-select/marketplace/orders', '/stores/sakura-select/marketplace/orders'],
    ['/stores/s/marketplace/orders?page=2#top', '/stores/s/marketplace/orders?page=2#top'],
    ['/stores/s/../s/member/profile', '/stores/s/member/profile'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(inAppPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'stores/relative',
    '',
    ' /stores/s',
  ])('refuses %j', (value) => {
    expect(inAppPath(value)).toBeUndefined()
  })

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['/stores'], { path: '/' }]) {
      expect(inAppPath(value)).toBeUndefined()
    }
  })
})

describe('afterLoginPath', () => {
  it('goes where it was asked when that is in the app', () => {
    expect(afterLoginPath('/stores/s/member/profile', 's')).toBe('/stores/s/member/profile')
  })

  it('goes to the store top when nothing usable was asked', () => {
    expect(afterLoginPath(undefined, 'sakura-select')).toBe('/stores/sakura-select/marketplace')
    expect(afterLoginPath('//evil.example', 'sakura-select')).toBe(
      '/stores/sakura-select/marketplace',
    )
  })

  it('never returns to the login page itself, which would only show the form again', () => {
    expect(afterLoginPath('/stores/s/account', 's')).toBe('/stores/s/marketplace')
    expect(afterLoginPath('/stores/s/account/register?x=1', 's')).toBe('/stores/s/marketplace')
    expect(afterLoginPath('/stores/s/account/', 's')).toBe('/stores/s/marketplace')
  })
})

describe('RedirectSearchSchema', () => {
  it('lets an in-app path through and drops anything else without failing the page', () => {
    expect(v.parse(RedirectSearchSchema, '/stores/s/marketplace/orders')).toBe(
      '/stores/s/marketplace/orders',
    )
    expect(v.parse(RedirectSearchSchema, 'https://evil.example')).toBeUndefined()
    expect(v.parse(RedirectSearchSchema, 12)).toBeUndefined()
  })
})
