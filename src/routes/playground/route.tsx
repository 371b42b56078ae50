import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { RouteTab, RouteTabs } from '../../features/ui/route-tabs'
import { ensureCatalog } from '../../i18n/activate'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// The playground's frame; each child page declares its own layout, one of each across them.
export const Route = createFileRoute('/playground')({
  loader: () => ensureCatalog('playground'),
  head: titled(msg`Playground`),
  component: PlaygroundFrame,
})

function PlaygroundFrame() {
  const { t } = useLingui()
  return (
    <>
      <h1>
        <Trans>Playground</Trans>
      </h1>
      <RouteTabs label={t`Playground pages`}>
        <RouteTab to="/playground" activeOptions={{ exact: true }}>
          <Trans>Home</Trans>
        </RouteTab>
        <RouteTab to="/playground/about">
          <Trans>About</Trans>
        </RouteTab>
        <RouteTab to="/playground/style">
          <Trans>Style guide</Trans>
        </RouteTab>
      </RouteTabs>
      <Outlet />
    </>
  )
}
