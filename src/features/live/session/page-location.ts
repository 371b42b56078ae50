import { redirect, type ParsedLocation } from '@tanstack/react-router'

/** What the live guards read of the address being opened. */
export type PageLocation = Pick<ParsedLocation, 'pathname' | 'searchStr' | 'href' | 'hash'>

export function queryOf(location: PageLocation): URLSearchParams {
  return new URLSearchParams(location.searchStr)
}

/** No valid live-shop session. */
export function toUnauthorized(): never {
  throw redirect({ to: '/error/unauthorized', replace: true })
}

/** A seller off the allow-list: a refusal page of its own, at an address without the token. */
export function toSellerRefusal(): never {
  throw redirect({ to: '/17shop/seller/refused', replace: true })
}

/** The link lacks what the page needs, or belongs to a shop in the other region. */
export function toAbnormal(): never {
  throw redirect({ to: '/error/abnormal', replace: true })
}

/**
 * INTERNAL_SYSTEM_ERROR (docs/errors.md#live-logins); "Try again" reopens the same link, token
 * included.
 */
export function toInternalSystem(location: PageLocation): never {
  throw redirect({ to: '/error/internal-system', search: { from: location.href }, replace: true })
}
