import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { BackButton } from '../../features/ui/back-button'
import { ErrorSearch } from './-error-search'
import { MainSiteLink, StoreTopLink } from './-error-actions'

export const Route = createFileRoute('/error/not-found')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  component: NotFoundPage,
})

function NotFoundPage() {
  const { store } = Route.useSearch()
  return (
    <ErrorPage
      badge="404"
      title={<Trans>Page not found</Trans>}
      actions={
        <>
          <BackButton variant="primary">
            <Trans>Go back</Trans>
          </BackButton>
          {store && <StoreTopLink store={store} />}
          <MainSiteLink />
        </>
      }
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
