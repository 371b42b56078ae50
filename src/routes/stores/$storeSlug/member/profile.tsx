import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/account/profile-page'
import { WalletPanel } from '../../../../features/wallet/wallet-panel'
import { marketplaceWallet } from '../../../../features/wallet/shop-wallets'
import { requireMember } from '../-member-guard'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

export const Route = createFileRoute('/stores/$storeSlug/member/profile')({
  // The wallet's messages are the purchase area's (the payment choice removes cards too).
  staticData: { catalog: 'purchase' },
  beforeLoad: requireMember,
  head: titled(msg`Your profile`),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { visitor, getHttp } = Route.useRouteContext()
  const { storeSlug } = Route.useParams()
  return (
    <ProfilePage
      visitor={visitor}
      storeSlug={storeSlug}
      wallet={<WalletPanel place={{ ...marketplaceWallet, getHttp }} />}
    />
  )
}
