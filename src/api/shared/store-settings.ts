/**
 * A store's payment and shipping settings, its GMO shop, its commercial-law page and the JP
 * postcode look-up: the same calls in the marketplace and the live shop, so one set of functions
 * made per API. Default flavour: a failure rejects (a store without a GMO shop or a commercial-law
 * page answers 404).
 */
import type { Http } from '../http'
import type { storeSettingCalls } from '../schemas/calls/shared/store-settings'
import { jpZipAddressOf } from '../schemas/responses/lookup'
import type { StoreId } from '../schemas/store'
import { contractSpec } from './contract-spec'

type StoreSettingCalls = ReturnType<typeof storeSettingCalls<string>>

export function storeSettingsClient(calls: StoreSettingCalls, api: 'v2' | 'v1') {
  const name = (call: keyof StoreSettingCalls) => `${api}.${call}`
  return {
    /** Every payment setting of the store, enabled or not (with the GMO/PayUni shop id in `info`). */
    async listPaymentSettings(http: Http, storeId: StoreId) {
      const spec = contractSpec(name('listPaymentSettings'), calls.listPaymentSettings, {
        params: { id: storeId },
      })
      return (await http.call(spec)).data
    },
    /** Every shipping setting of the store, enabled or not, with fee rules and per-region fees. */
    async listShippingSettings(http: Http, storeId: StoreId) {
      const spec = contractSpec(name('listShippingSettings'), calls.listShippingSettings, {
        params: { id: storeId },
      })
      return (await http.call(spec)).data
    },
    /** The GMO shop id the card form tokenises for. */
    async getGmoCredit(http: Http, storeId: StoreId) {
      const spec = contractSpec(name('getGmoCredit'), calls.getGmoCredit, {
        params: { id: storeId },
      })
      return (await http.call(spec)).shop_id
    },
    /** The store's notice under the Act on Specified Commercial Transactions (JP). */
    async getCommercialLaw(http: Http, storeId: StoreId) {
      const spec = contractSpec(name('getCommercialLaw'), calls.getCommercialLaw, {
        params: { id: storeId },
      })
      return (await http.call(spec)).data
    },
    /** The address parts of a seven-digit postcode, or null when the API knows none. */
    async lookupJpZip(http: Http, zipcode: string) {
      const spec = contractSpec(name('lookupJpZip'), calls.lookupJpZip, { query: { zipcode } })
      return jpZipAddressOf(await http.call(spec))
    },
  }
}
