import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/playground/')({
  staticData: { layout: 'header-footer' },
  component: PlaygroundHome,
})

function PlaygroundHome() {
  return (
    <>
      <h2>
        <Trans>Home</Trans>
      </h2>
      <p>
        <Trans>
          A place to try the shop's building blocks outside any purchase. Nothing here changes an
          order or a cart.
        </Trans>
      </p>
      <p>
        <Trans>
          This page uses the layout with a header and a footer. About uses the header only, and the
          style guide uses the plain layout, so you can compare all three.
        </Trans>
      </p>
    </>
  )
}
