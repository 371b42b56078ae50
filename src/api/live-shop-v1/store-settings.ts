/** Live-shop store settings and JP look-ups (/api/v1/17shop; see ../shared/store-settings.ts). */
import type { Http } from '../http'
import { purchaseCalls } from '../schemas/calls/live-shop-v1/purchase'
import { storeSettingCallsV1 } from '../schemas/calls/shared/store-settings'
import { contractSpec } from '../shared/contract-spec'
import { storeSettingsClient } from '../shared/store-settings'

export const {
  listPaymentSettings,
  listShippingSettings,
  getGmoCredit,
  getCommercialLaw,
  lookupJpZip,
} = storeSettingsClient(storeSettingCallsV1, 'v1')

/** GET tw/stores/{id}/shipping-setting: a Taiwan store's home-delivery settings. */
export async function listTwShippingSettings(http: Http, storeId: number) {
  const call = purchaseCalls.listTwShippingSettings
  return (
    await http.call(contractSpec('v1.listTwShippingSettings', call, { params: { id: storeId } }))
  ).data
}
