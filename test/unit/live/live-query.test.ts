import { describe, expect, it } from 'vitest'
import {
  findRegionSource,
  hrefWithoutToken,
  postIdInQuery,
  postIdOf,
  ssoTokenOf,
} from '../../../src/features/live/guards/live-query'

const q = (query: string) => new URLSearchParams(query)

describe('findRegionSource: the ids a link may carry', () => {
  it.each(['liver_id', 'liverId', 'liver-id'])('reads the liver id spelled %s', (name) => {
    expect(findRegionSource(q(`${name}=1001`))).toEqual({ kind: 'liver', id: 1001 })
  })

  it.each(['post_id', 'postId', 'post-id'])('reads the post id spelled %s', (name) => {
    expect(findRegionSource(q(`${name}=5001`))).toEqual({ kind: 'post', id: 5001 })
  })

  it("takes the path's liver id before anything in the query", () => {
    expect(findRegionSource(q('liver_id=2001&post_id=6001'), '1001')).toEqual({
      kind: 'liver',
      id: 1001,
    })
  })

  it('takes a liver id before a post id', () => {
    expect(findRegionSource(q('post_id=6001&liver-id=1001'))).toEqual({ kind: 'liver', id: 1001 })
  })

  it('finds nothing in a link without ids, or with empty ones', () => {
    expect(findRegionSource(q(''))).toBeUndefined()
    expect(findRegionSource(q('token=buyer-jp&locale=ja'))).toBeUndefined()
    expect(findRegionSource(q('liver_id=&post_id='))).toBeUndefined()
  })

  it('counts a post id that is not a number as post 0', () => {
    expect(findRegionSource(q('post_id=abc'))).toEqual({ kind: 'post', id: 0 })
    expect(findRegionSource(q('postId=12x'))).toEqual({ kind: 'post', id: 0 })
  })

  it('ignores a liver id that is not a number, so a post id can still decide', () => {
    expect(findRegionSource(q('liver_id=abc&post_id=5001'))).toEqual({ kind: 'post', id: 5001 })
    expect(findRegionSource(q('liver_id=abc'))).toBeUndefined()
    expect(findRegionSource(q('post_id=5001'), 'not-a-number')).toEqual({ kind: 'post', id: 5001 })
  })
})

describe('postIdOf', () => {
  it('reads digits, and makes anything else 0', () => {
    expect(postIdOf('5001')).toBe(5001)
    expect(postIdOf(' 007 ')).toBe(7)
    for (const raw of ['abc', '-5', '1.5', '0', '1e3', '', '99999999999999999999'])
      expect(postIdOf(raw)).toBe(0)
  })

  it('is undefined only when the link has no post id', () => {
    expect(postIdInQuery(q('liver_id=1001'))).toBeUndefined()
    expect(postIdInQuery(q('post-id=oops'))).toBe(0)
  })
})

describe('the single sign-on token', () => {
  it('is read from ?token=, blank counts as none', () => {
    expect(ssoTokenOf(q('token=buyer-jp'))).toBe('buyer-jp')
    expect(ssoTokenOf(q('token=%20'))).toBeUndefined()
    expect(ssoTokenOf(q('liver_id=1'))).toBeUndefined()
  })

  it('leaves the address once exchanged, the rest of the query kept as it was', () => {
    expect(
      hrefWithoutToken('/17shop/buyer/livers/1001', '?token=buyer-jp&post-id=5001&locale=ja'),
    ).toBe('/17shop/buyer/livers/1001?post-id=5001&locale=ja')
    expect(hrefWithoutToken('/17shop/orders', '?token=x', 'top')).toBe('/17shop/orders#top')
  })
})
