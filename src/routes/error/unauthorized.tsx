import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../../features/ui/error-page'
import { ErrorSearch } from './-error-search'
import { ErrorActions } from './-error-actions'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// A 401 with no store in the path, or a live page without a live-shop session.
export const Route = createFileRoute('/error/unauthorized')({
  validateSearch: ErrorSearch,
  staticData: { layout: 'header' },
  head: titled(msg`Sign-in required`),
  component: UnauthorizedPage,
})

function UnauthorizedPage() {
  const { from } = Route.useSearch()
  return (
    <ErrorPage
      badge="401"
      title={<Trans>Sign-in required</Trans>}
      actions={<ErrorActions retry={from} />}
    >
      <p>
        <Trans>
          We could not confirm that you are signed in. Your session may have expired, or the link
          you used is no longer valid.
        </Trans>
      </p>
      <p>
        <Trans>
          Open the shop again from the app or the link you were given, and you will be signed in
          again.
        </Trans>
      </p>
    </ErrorPage>
  )
}
