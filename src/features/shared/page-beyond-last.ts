import { redirect } from '@tanstack/react-router'
import type { PaginationMeta } from '../../api/schemas/paginated'

/**
 * A page past the last one (an old link, a list that shrank, a typed `?page=99`) would show an
 * empty page as if there were nothing: the buyer lands on the last page instead, the rest of the
 * address kept. Throws the redirect; returns nothing when the page is in range or the list empty.
 */
export function redirectPastLastPage(
  meta: PaginationMeta,
  location: { pathname: string; searchStr: string },
): void {
  const last = meta.last_page
  if (last < 1 || meta.current_page <= last) return
  const params = new URLSearchParams(location.searchStr)
  params.set('page', String(last))
  throw redirect({ href: `${location.pathname}?${params.toString()}`, replace: true })
}
