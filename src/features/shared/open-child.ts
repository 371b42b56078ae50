import { redirect } from '@tanstack/react-router'

/** The child each `openChild` opens, by the function that opens it. */
const OPENED = new WeakMap<object, string>()

const childPath = (pathname: string, segment: string) => `${pathname.replace(/\/$/, '')}/${segment}`

/**
 * A route that is only its children opens one of them (its path segment: a page's default tab, a
 * checkout's first step) with the query the link carried, so the live ids and the locale travel
 * along and the guards there find the same store. A redirect, so it comes after the guards; kept
 * with what it opens, so the first page can ask for that child's code before them
 * (`childOpenedBy`).
 */
export function openChild(segment: string) {
  const beforeLoad = ({ location }: { location: { pathname: string; searchStr: string } }) => {
    throw redirect({
      href: `${childPath(location.pathname, segment)}${location.searchStr}`,
      replace: true,
    })
  }
  OPENED.set(beforeLoad, segment)
  return beforeLoad
}

/** Where a route's `beforeLoad` sends `pathname` when it is an `openChild`; else undefined. */
export function childOpenedBy(beforeLoad: unknown, pathname: string): string | undefined {
  const segment = typeof beforeLoad === 'function' ? OPENED.get(beforeLoad) : undefined
  return segment === undefined ? undefined : childPath(pathname, segment)
}
