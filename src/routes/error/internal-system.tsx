import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { ErrorSearch } from './-error-search'
import { ErrorActions } from './-error-actions'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// INTERNAL_SYSTEM_ERROR from the live logins (docs/errors.md#live-logins), and other server
// failures we cannot fix here.
export const Route = createFileRoute('/error/internal-system')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  head: titled(msg`Something went wrong on our side`),
  component: InternalSystemPage,
})

function InternalSystemPage() {
  const { from } = Route.useSearch()
  return (
    <ErrorPage
      badge="500"
      title={<Trans>Something went wrong on our side</Trans>}
      actions={<ErrorActions retry={from} />}
    >
      <p>
        <Trans>
          Our system ran into a problem and could not complete your request. Nothing you did caused
          it.
        </Trans>
      </p>
      <p>
        <Trans>Please wait a moment and try again. If it keeps happening, contact the store.</Trans>
      </p>
    </ErrorPage>
  )
}
