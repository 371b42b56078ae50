import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { SellerRefusal } from '../../../features/seller/seller-refusal'
import { MainSiteLink } from '../../error/-error-actions'
import { titled } from '../../-page-title'
import { msg } from '@lingui/core/macro'

// A seller off the allow-list lands here, the sign-on token already out of the address.
export const Route = createFileRoute('/17shop/seller/refused')({
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async () => {
    await loadLiveGuards()
  },
  head: titled(msg`Selling is not open to your account yet`),
  component: () => <SellerRefusal wayOn={<MainSiteLink />} />,
})
