import { Trans, useLingui } from '@lingui/react/macro'
import { Tabs } from '../tabs'
import { RouteTab, RouteTabs } from '../route-tabs'
import { DemoSection } from './demo-section'

export function TabsDemo() {
  const { t } = useLingui()
  return (
    <DemoSection title={<Trans>Tabs</Trans>}>
      <p className="demo-note">
        <Trans>In-page tabs: focus one, then use the arrow keys.</Trans>
      </p>
      <Tabs
        label={t`Products`}
        items={[
          {
            id: 'stream',
            label: t`Stream products`,
            panel: (
              <p>
                <Trans>Products shown in this stream.</Trans>
              </p>
            ),
          },
          {
            id: 'shop',
            label: t`Shop products`,
            panel: (
              <p>
                <Trans>Everything the shop sells.</Trans>
              </p>
            ),
          },
          {
            id: 'sold',
            label: t`Sold out`,
            panel: (
              <p>
                <Trans>Nothing is sold out.</Trans>
              </p>
            ),
          },
        ]}
      />
      <p className="demo-note">
        <Trans>Route tabs: each tab is a page of its own.</Trans>
      </p>
      <RouteTabs label={t`Playground pages`}>
        <RouteTab to="/playground" activeOptions={{ exact: true }}>
          <Trans>Home</Trans>
        </RouteTab>
        <RouteTab to="/playground/style">
          <Trans>Style guide</Trans>
        </RouteTab>
      </RouteTabs>
    </DemoSection>
  )
}
