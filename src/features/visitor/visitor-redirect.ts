import { UNAUTHORIZED_PATH, unauthorizedRedirectPath } from '../../api/client/unauthorized'

/**
 * Where a 401 sends the browser (docs/errors.md#401), with the way back: the store's login tab gets
 * `redirect` (login returns there), the unauthorized page gets `from` (its "try again" link).
 * Undefined when already there, so a 401 on the login page cannot reload it in a loop.
 */
export function unauthorizedDestination(
  here: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | undefined {
  const target = unauthorizedRedirectPath(here.pathname)
  if (target === undefined) return undefined
  const back = `${here.pathname}${here.search}${here.hash}`
  const key = target === UNAUTHORIZED_PATH ? 'from' : 'redirect'
  return `${target}?${new URLSearchParams({ [key]: back })}`
}
