import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { ErrorSearch } from './-error-search'
import { ErrorActions } from './-error-actions'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// A page opened without what it needs (store slug, liver or post id) or in the wrong region.
export const Route = createFileRoute('/error/abnormal')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  head: titled(msg`This page can't be opened`),
  component: AbnormalPage,
})

function AbnormalPage() {
  const { store } = Route.useSearch()
  return (
    <ErrorPage
      badge="!"
      title={<Trans>This page can't be opened</Trans>}
      actions={<ErrorActions store={store} />}
    >
      <p>
        <Trans>
          The link is missing something this page needs, such as the store or the stream, or it
          belongs to a shop in another region.
        </Trans>
      </p>
      <p>
        <Trans>Check the link you followed, or open it again from where you found it.</Trans>
      </p>
    </ErrorPage>
  )
}
