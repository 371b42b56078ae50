/** A store's payment and shipping settings and the JP look-ups, the same in both APIs. */
import { dataOf, listOf } from '../../common'
import { CommercialLawInfoSchema } from '../../commercial-law'
import { PaymentSettingSchema } from '../../payment-setting'
import { JpZipQuerySchema } from '../../requests/queries'
import { GmoCreditResponseSchema, JpZipResponseSchema } from '../../responses/lookup'
import { ShippingSettingSchema } from '../../shipping'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../prefixes'

export function storeSettingCalls<const P extends string>(prefix: P) {
  return {
    /** Every payment setting of the store, one per type, enabled or not. */
    listPaymentSettings: {
      method: 'GET',
      path: `${prefix}/stores/:id/payment-setting`,
      response: listOf(PaymentSettingSchema),
    },
    listShippingSettings: {
      method: 'GET',
      path: `${prefix}/stores/:id/shipping-setting`,
      response: listOf(ShippingSettingSchema),
    },
    getGmoCredit: {
      method: 'GET',
      path: `${prefix}/stores/:id/gmo-credit`,
      response: GmoCreditResponseSchema,
    },
    getCommercialLaw: {
      method: 'GET',
      path: `${prefix}/stores/:id/jp-commercial`,
      response: dataOf(CommercialLawInfoSchema),
    },
    lookupJpZip: {
      method: 'GET',
      path: `${prefix}/jp-zip`,
      query: JpZipQuerySchema,
      response: JpZipResponseSchema,
    },
  } as const satisfies Record<string, CallContract>
}

/** Each API's table, made once: the client modules and the API's whole table share its entries. */
export const storeSettingCallsV2 = storeSettingCalls(MARKETPLACE_V2_PREFIX)
export const storeSettingCallsV1 = storeSettingCalls(LIVE_SHOP_V1_PREFIX)
