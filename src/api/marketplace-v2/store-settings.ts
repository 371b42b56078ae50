/** Marketplace store settings and JP look-ups (/api/v2; see ../shared/store-settings.ts). */
import { marketplaceV2Calls } from '../schemas/calls/marketplace-v2'
import { storeSettingsClient } from '../shared/store-settings'

export const {
  listPaymentSettings,
  listShippingSettings,
  getGmoCredit,
  getCommercialLaw,
  lookupJpZip,
} = storeSettingsClient(marketplaceV2Calls, 'v2')
