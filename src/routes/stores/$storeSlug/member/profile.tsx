import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/account/profile-page'
import { WalletPanel } from '../../../../features/wallet/wallet-panel'
import { marketplaceWallet } from '../../../../features/wallet/shop-wallets'
import { requireMember } from '../-member-guard'

export const Route = createFileRoute('/stores/$storeSlug/member/profile')({
  // The wallet's messages are the purchase area's (the payment choice removes cards too).
  staticData: { catalog: 'purchase' },
  beforeLoad: requireMember,
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
