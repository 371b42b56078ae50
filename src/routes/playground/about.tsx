import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// Declares the live brand although its path is neutral, to show that a route can choose its look.
export const Route = createFileRoute('/playground/about')({
  staticData: { layout: 'header', brand: 'live' },
  head: titled(msg`About`),
  component: PlaygroundAbout,
})

function PlaygroundAbout() {
  return (
    <>
      <h2>
        <Trans>About</Trans>
      </h2>
      <p>
        <Trans>
          Each page chooses its layout and, when it wants one, its brand look. This page uses the
          header layout and the live shop look.
        </Trans>
      </p>
      <p>
        <Trans>
          Pages under /17shop take the live shop look and pages under /stores the marketplace look
          without declaring anything.
        </Trans>
      </p>
    </>
  )
}
