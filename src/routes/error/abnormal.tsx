import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { BackButton } from '../../features/ui/back-button'
import { ErrorSearch } from './-error-search'
import { MainSiteLink, StoreTopLink } from './-error-actions'

// A page opened without what it needs (store slug, liver or post id) or in the wrong region.
export const Route = createFileRoute('/error/abnormal')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  component: AbnormalPage,
})

function AbnormalPage() {
  const { store } = Route.useSearch()
  return (
    <ErrorPage
      badge="!"
      title={<Trans>This page can't be opened</Trans>}
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
