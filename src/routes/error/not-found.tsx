import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { ErrorSearch } from './-error-search'
import { ErrorActions } from './-error-actions'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

export const Route = createFileRoute('/error/not-found')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  head: titled(msg`Page not found`),
  component: NotFoundPage,
})

function NotFoundPage() {
  const { store } = Route.useSearch()
  return (
    <ErrorPage
      badge="404"
      title={<Trans>Page not found</Trans>}
      actions={<ErrorActions store={store} />}
    >
      <p>
        <Trans>The address may be mistyped, or the page may have been moved or removed.</Trans>
      </p>
      <p>
        <Trans>Check the address, or continue with one of the links below.</Trans>
      </p>
    </ErrorPage>
  )
}
