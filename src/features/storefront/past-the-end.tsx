import { Link } from '@tanstack/react-router'
import { Plural, Trans } from '@lingui/react/macro'
import type { Paginated, PaginationMeta } from '../../api/schemas/paginated'
import './store.css'

/** A page number past the list's end (an old link, a typed URL): nothing there to show. */
export function isPastTheEnd(list: Paginated<unknown>): boolean {
  return list.data.length === 0 && list.meta.current_page > Math.max(1, list.meta.last_page)
}

/** Says there is no such page and offers the last one, instead of an empty "page 99 of 2". */
export function PastTheEnd({ meta }: { meta: PaginationMeta }) {
  const page = meta.current_page
  const last = Math.max(1, meta.last_page)
  return (
    <div className="store-empty">
      <p>
        <Trans>
          There is no page {page}: this list has{' '}
          <Plural value={last} one="only # page" other="only # pages" />.
        </Trans>
      </p>
      <Link to="." search={(prev) => ({ ...prev, page: last === 1 ? undefined : last })}>
        <Trans>Go to the last page</Trans>
      </Link>
    </div>
  )
}
