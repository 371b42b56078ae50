import { redirect, type ParsedLocation } from '@tanstack/react-router'

/** What the live guards read of the address being opened. */
export type PageLocation = Pick<ParsedLocation, 'pathname' | 'searchStr' | 'href' | 'hash'>

export function queryOf(location: PageLocation): URLSearchParams {
  return new URLSearchParams(location.searchStr)
}

/** No valid live-shop session (spec 2, 4). */
export function toUnauthorized(): never {
  throw redirect({ to: '/error/unauthorized', replace: true })
}

/** The link lacks what the page needs, or belongs to a shop in the other region (spec 2). */
export function toAbnormal(): never {
  throw redirect({ to: '/error/abnormal', replace: true })
}

/** INTERNAL_SYSTEM_ERROR (spec 8); "Try again" reopens the same link, token included. */
export function toInternalSystem(location: PageLocation): never {
  throw redirect({ to: '/error/internal-system', search: { from: location.href }, replace: true })
}
