import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/error/not-found')({
  component: () => (
    <h1>
      <Trans>Page not found</Trans>
    </h1>
  ),
})
