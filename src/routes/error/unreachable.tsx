import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { ErrorSearch } from './-error-search'
import { ErrorActions } from './-error-actions'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// A live sign-on that got no answer, or a temporary one (5xx, 429): the link is still good, and
// "Try again" exchanges the token kept for it (docs/errors.md#live-logins).
export const Route = createFileRoute('/error/unreachable')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  head: titled(msg`We could not reach the shop`),
  component: UnreachablePage,
})

function UnreachablePage() {
  const { from } = Route.useSearch()
  return (
    <ErrorPage
      badge="!"
      title={<Trans>We could not reach the shop</Trans>}
      actions={<ErrorActions retry={from} />}
    >
      <p>
        <Trans>
          The shop did not answer in time, or was too busy to sign you in. Your link is still valid
          and has been kept.
        </Trans>
      </p>
      <p>
        <Trans>Please wait a moment and press Try again.</Trans>
      </p>
    </ErrorPage>
  )
}
