import type { Tables } from '../tables'
import type { PaymentSettingRow, ShippingSettingRow } from '../types/settings'
import type { AddressPart } from '../types/wallet'
import { FX } from '../fixtures'

const S = FX.stores
const SAKURA_SHOP: AddressPart = {
  postcode: '1500001', level_one: '東京都', level_two: '渋谷区', level_three: '神宮前', level_four: '1-2-3 さくらセレクト本店',
  level_one_code: '13', region: 'JP', info: null,
}
const KUMO_SHOP: AddressPart = {
  postcode: '1010051', level_one: '東京都', level_two: '千代田区', level_three: '神田神保町', level_four: '1-1 くも書房 店頭',
  level_one_code: '13', region: 'JP', info: null,
}
/** Hokkaido and Okinawa cost more to reach: the per-region fee fixtures. */
const REMOTE = { fee_type: 'fixed', fee: 1500, threshold: null, level_one_codes: ['01', '47'] } as const

type ShippingSeed = Pick<ShippingSettingRow, 'id' | 'store_id' | 'type' | 'fee_type' | 'fee'> & Partial<ShippingSettingRow>
const shipping = (s: ShippingSeed): ShippingSettingRow => ({
  enabled: true, is_cash_on_delivery: s.type === 'custom_cod', free_shipping_threshold: null, address: null,
  region_fees: [], ...s,
})
type PaymentSeed = Pick<PaymentSettingRow, 'id' | 'store_id' | 'type'> & Partial<PaymentSettingRow>
const payment = (p: PaymentSeed): PaymentSettingRow => ({ enabled: true, shop_id: null, fee: 0, ...p })

/**
 * Shipping and payment per store. Store 205 has none (STORE_PAYMENT_SHIPPING_UNSET); sakura's
 * self pick-up is disabled and no JP store offers tw_home-delivery (INVALID_SHIPPING_TYPE_EXCEPTION).
 */
export function seedSettings(t: Tables): void {
  const shippings: ShippingSettingRow[] = [
    shipping({ id: 1011, store_id: S.sakura, type: 'custom', fee_type: 'condition', fee: 800, free_shipping_threshold: 5000, region_fees: [{ ...REMOTE, level_one_codes: [...REMOTE.level_one_codes] }] }),
    shipping({ id: 1012, store_id: S.sakura, type: 'custom_cod', fee_type: 'fixed', fee: 800 }),
    shipping({ id: 1013, store_id: S.sakura, type: 'self_pick_up', fee_type: 'free', fee: 0, enabled: false, address: SAKURA_SHOP }),
    shipping({ id: 1021, store_id: S.kumo, type: 'custom', fee_type: 'fixed', fee: 500 }),
    shipping({ id: 1022, store_id: S.kumo, type: 'self_pick_up', fee_type: 'free', fee: 0, address: KUMO_SHOP }),
    shipping({ id: 2011, store_id: S.liveJp, type: 'custom', fee_type: 'fixed', fee: 600, region_fees: [{ ...REMOTE, fee: 1200, level_one_codes: ['47'] }] }),
    shipping({ id: 2012, store_id: S.liveJp, type: 'custom_cod', fee_type: 'fixed', fee: 600 }),
    shipping({ id: 2021, store_id: S.liveTw, type: 'tw_home-delivery', fee_type: 'condition', fee: 100, free_shipping_threshold: 1000 }),
    shipping({ id: 2031, store_id: S.enterprise, type: 'custom', fee_type: 'free', fee: 0 }),
  ]
  for (const row of shippings) t.shippingSettings.set(row.id, row)

  const payments: PaymentSettingRow[] = [
    payment({ id: 1111, store_id: S.sakura, type: 'gmo_credit', shop_id: 'tshop00070101' }),
    payment({ id: 1112, store_id: S.sakura, type: 'gmo_cvs', shop_id: 'tshop00070101' }),
    payment({ id: 1113, store_id: S.sakura, type: 'gmo_paypay', shop_id: 'tshop00070101' }),
    payment({ id: 1114, store_id: S.sakura, type: 'custom_cod', fee: 330 }),
    payment({ id: 1121, store_id: S.kumo, type: 'gmo_credit', shop_id: 'tshop00070102' }),
    payment({ id: 1122, store_id: S.kumo, type: 'gmo_cvs', shop_id: 'tshop00070102' }),
    payment({ id: 2111, store_id: S.liveJp, type: 'gmo_credit', shop_id: 'tshop00070201' }),
    payment({ id: 2112, store_id: S.liveJp, type: 'gmo_cvs', shop_id: 'tshop00070201' }),
    payment({ id: 2113, store_id: S.liveJp, type: 'gmo_paypay', shop_id: 'tshop00070201' }),
    payment({ id: 2114, store_id: S.liveJp, type: 'custom_cod', fee: 330 }),
    payment({ id: 2121, store_id: S.liveTw, type: 'payuni_credit', shop_id: 'PAYUNI-SANDBOX-0202' }),
    payment({ id: 2131, store_id: S.enterprise, type: 'gmo_credit', shop_id: 'tshop00070203' }),
  ]
  for (const row of payments) t.paymentSettings.set(row.id, row)
}
