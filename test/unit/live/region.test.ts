import { describe, expect, it } from 'vitest'
import {
  regionAllows,
  storeLookupFailure,
  storeQueryKey,
  storeQueryOf,
} from '../../../src/features/live/guards/region'

describe('storeQueryOf', () => {
  it('asks for the store of a liver or of a post', () => {
    expect(storeQueryOf({ kind: 'liver', id: 1001 })).toEqual({ liver_id: 1001 })
    expect(storeQueryOf({ kind: 'post', id: 5001 })).toEqual({ post_id: 5001 })
  })

  it('asks nothing for post 0: no store can be found from it', () => {
    expect(storeQueryOf({ kind: 'post', id: 0 })).toBeUndefined()
  })

  it('keeps a liver and a post with the same number apart', () => {
    expect(storeQueryKey({ liver_id: 7 })).not.toBe(storeQueryKey({ post_id: 7 }))
  })
})

describe('regionAllows', () => {
  it('lets each checkout open only for stores of its region', () => {
    expect(regionAllows('JP', 'JP')).toBe(true)
    expect(regionAllows('TW', 'TW')).toBe(true)
    expect(regionAllows('TW', 'JP')).toBe(false)
    expect(regionAllows('JP', 'TW')).toBe(false)
  })

  it('lets pages without a region of their own open for any store', () => {
    expect(regionAllows('JP', undefined)).toBe(true)
    expect(regionAllows('TW', undefined)).toBe(true)
  })
})

describe('storeLookupFailure', () => {
  it('blames the link for an unknown or unreadable id', () => {
    expect(storeLookupFailure(404)).toBe('abnormal')
    expect(storeLookupFailure(422)).toBe('abnormal')
  })

  it('sends a lost session to the unauthorized page', () => {
    expect(storeLookupFailure(401)).toBe('unauthorized')
  })

  it('leaves server trouble and no answer to the error screen, which can try again', () => {
    expect(storeLookupFailure(500)).toBe('error')
    expect(storeLookupFailure(undefined)).toBe('error')
  })
})
