import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { SellerRefusal } from '../../../features/seller/seller-refusal'
import { MainSiteLink } from '../../error/-error-actions'

// A seller off the allow-list lands here, the sign-on token already out of the address.
export const Route = createFileRoute('/17shop/seller/refused')({
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async () => {
    await loadLiveGuards()
  },
  component: () => <SellerRefusal wayOn={<MainSiteLink />} />,
})
