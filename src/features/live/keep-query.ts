import { redirect } from '@tanstack/react-router'

/**
 * To another live page with the same query: the live ids (in whatever spelling the link used)
 * and the locale travel along, so the guards there find the same store.
 */
export function redirectKeepingQuery(pathname: string, location: { searchStr: string }): never {
  throw redirect({ href: `${pathname}${location.searchStr}`, replace: true })
}

/** The tab a page opens, by the function that opens it (see `openTab`). */
const OPENED_TABS = new WeakMap<object, string>()

const tabPath = (pathname: string, tab: string) => `${pathname.replace(/\/$/, '')}/${tab}`

/**
 * A page that is only its tabs opens one of them (its path segment), with the same query. Kept
 * with what it opens, so the first page can ask for that tab's code before the guards have run
 * (`openedTabPath`), instead of after the redirect.
 */
export function openTab(tab: string) {
  const beforeLoad = ({ location }: { location: { pathname: string; searchStr: string } }) =>
    redirectKeepingQuery(tabPath(location.pathname, tab), location)
  OPENED_TABS.set(beforeLoad, tab)
  return beforeLoad
}

/** Where a route's `beforeLoad` sends `pathname` when it is an `openTab`; else undefined. */
export function openedTabPath(beforeLoad: unknown, pathname: string): string | undefined {
  const tab = typeof beforeLoad === 'function' ? OPENED_TABS.get(beforeLoad) : undefined
  return tab === undefined ? undefined : tabPath(pathname, tab)
}

type Id = string | number | undefined

/** What a live link carries from page to page (`search` of a navigate or a Link). */
export interface LiveLinkQuery {
  liver_id?: Id
  post_id?: Id
  stream_id?: Id
  locale?: string
}

/**
 * The same rule for our own links between live pages (the checkout's steps): the live ids keep
 * the store found, and the locale keeps the page's language over a reload even when another tab
 * saved a different choice or the browser keeps no storage (docs/routes.md#language).
 */
export const keepLiveLinkQuery = (prev: LiveLinkQuery): LiveLinkQuery => ({
  liver_id: prev.liver_id,
  post_id: prev.post_id,
  stream_id: prev.stream_id,
  locale: prev.locale,
})
