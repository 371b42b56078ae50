/** Marketplace store settings and JP look-ups (/api/v2; see ../shared/store-settings.ts). */
import { storeSettingCallsV2 } from '../schemas/calls/shared/store-settings'
import { storeSettingsClient } from '../shared/store-settings'

export const {
  listPaymentSettings,
  listShippingSettings,
  getGmoCredit,
  getCommercialLaw,
  lookupJpZip,
} = storeSettingsClient(storeSettingCallsV2, 'v2')
