import { useLocation, useRouter } from '@tanstack/react-router'

export type QueryChanges = Record<string, string | number | undefined>

/** The address with some query values changed (undefined removes one), the rest as typed. */
export function withQuery(pathname: string, searchStr: string, changes: QueryChanges): string {
  const params = new URLSearchParams(searchStr)
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * Links and navigations that change the query of the current page only. Built from the raw query
 * string, so the live page's ids keep the spelling the link used.
 */
export function useQueryNavigation() {
  const location = useLocation()
  const router = useRouter()
  const hrefWith = (changes: QueryChanges) =>
    withQuery(location.pathname, location.searchStr, changes)
  return {
    hrefWith,
    go: (changes: QueryChanges) => router.navigate({ href: hrefWith(changes) }),
  }
}
