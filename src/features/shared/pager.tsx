import type { MouseEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaginationMeta } from '../../api/schemas/paginated'
import { ButtonAnchor } from '../ui/button-link'
import { useQueryNavigation } from './query-href'
import './pager.css'

/**
 * Previous and next page of a paged list, as links that change `?page=` on the current page, so
 * Back, reload and a shared link all land on the same page; nothing when everything fits on one.
 * Both shops' lists use it: the links keep the rest of the query as the link spelled it.
 */
export function Pager({ meta }: { meta: PaginationMeta }) {
  const { t } = useLingui()
  const { hrefWith, go } = useQueryNavigation()
  const page = meta.current_page
  const last = meta.last_page
  // Past the end there is nothing to page from (the list says so: PastTheEnd).
  if (last <= 1 || page > last) return null
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void go({ page: target })
  }
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 && (
        <ButtonAnchor
          variant="secondary"
          href={hrefWith({ page: page - 1 })}
          onClick={follow(page - 1)}
          rel="prev"
        >
          <Trans>Previous page</Trans>
        </ButtonAnchor>
      )}
      <p className="pager__where">
        <Trans>
          Page {page} of {last}
        </Trans>
      </p>
      {page < last && (
        <ButtonAnchor
          variant="secondary"
          href={hrefWith({ page: page + 1 })}
          onClick={follow(page + 1)}
          rel="next"
        >
          <Trans>Next page</Trans>
        </ButtonAnchor>
      )}
    </nav>
  )
}
