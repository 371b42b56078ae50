import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaginationMeta } from '../../api/schemas/paginated'
import './store.css'

/**
 * Previous and next page of a paged list, as links that change `?page=` on the current route, so
 * Back, reload and a shared link all land on the same page. Nothing when everything fits on one.
 */
export function StorePager({ meta }: { meta: PaginationMeta }) {
  const { t } = useLingui()
  const page = meta.current_page
  const last = meta.last_page
  if (last <= 1) return null
  return (
    <nav className="store-pager" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link
          to="."
          search={(prev) => ({ ...prev, page: page - 1 })}
          rel="prev"
          className="store-pager__link"
        >
          <Trans>Previous page</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className="store-pager__status">
        <Trans>
          Page {page} of {last}
        </Trans>
      </span>
      {page < last ? (
        <Link
          to="."
          search={(prev) => ({ ...prev, page: page + 1 })}
          rel="next"
          className="store-pager__link"
        >
          <Trans>Next page</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
