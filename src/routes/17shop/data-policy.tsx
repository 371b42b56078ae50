import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { BackButton } from '../../features/ui/back-button'
import * as v from 'valibot'
import { loadLiveGuards } from '../../features/live/live-guard-loader'
import { DataPolicyConsent } from '../../features/live/data-policy-consent'
import { PagePending } from '../../features/live/page-pending'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

/** Where to go on once accepted: one of our live pages only (anything else: the orders). */
const ConsentSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.startsWith('/17shop/'))), undefined),
})

// The data policy, asked before a live buyer's first checkout (the checkout guards send them here).
export const Route = createFileRoute('/17shop/data-policy')({
  validateSearch: ConsentSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardBuyerPage(match),
  head: titled(msg`Before your first order`),
  pendingComponent: PagePending,
  component: DataPolicyRoute,
})

function DataPolicyRoute() {
  const { getHttp } = Route.useRouteContext()
  const navigate = useNavigate()
  const redirect = Route.useSearch().redirect ?? '/17shop/orders'
  return (
    <DataPolicyConsent
      getHttp={getHttp}
      onAccepted={() => navigate({ href: redirect, replace: true })}
      decline={
        <BackButton>
          <Trans>Not now</Trans>
        </BackButton>
      }
    />
  )
}
