import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hrefWithoutToken } from '../guards/live-query'

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

/** The page to try again, without the sign-on token: that waits in this tab's storage. */
const retryOf = (location: PageLocation) =>
  hrefWithoutToken(location.pathname, location.searchStr, location.hash)

/**
 * INTERNAL_SYSTEM_ERROR (docs/errors.md#live-logins); "Try again" reopens the same page, and the
 * token kept for it is exchanged again.
 */
export function toInternalSystem(location: PageLocation): never {
  throw redirect({
    to: '/error/internal-system',
    search: { from: retryOf(location) },
    replace: true,
  })
}

/** The sign-on got no answer or a temporary one (5xx, 429): the same "Try again", other words. */
export function toUnreachable(location: PageLocation): never {
  throw redirect({ to: '/error/unreachable', search: { from: retryOf(location) }, replace: true })
}
