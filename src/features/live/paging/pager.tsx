import type { MouseEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaginationMeta } from '../../../api/schemas/paginated'
import { ButtonAnchor } from '../../ui/button-link'
import { useQueryNavigation } from './query-href'
import './pager.css'

/** Previous and next page of a paged list, as links (`?page=`), with where the reader is. */
export function Pager({ meta }: { meta: PaginationMeta }) {
  const { t } = useLingui()
  const { hrefWith, go } = useQueryNavigation()
  if (meta.last_page <= 1) return null
  const page = meta.current_page
  const last = meta.last_page
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void go({ page: target })
  }
  return (
    <nav className="live-pager" aria-label={t`Pages`}>
      {page > 1 && (
        <ButtonAnchor
          variant="secondary"
          href={hrefWith({ page: page - 1 })}
          onClick={follow(page - 1)}
          rel="prev"
        >
          <Trans>Previous</Trans>
        </ButtonAnchor>
      )}
      <p className="live-pager__where">
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
          <Trans context="next page">Next</Trans>
        </ButtonAnchor>
      )}
    </nav>
  )
}
