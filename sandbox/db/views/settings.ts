import type { ChannelRow, StreamRow } from '../types/catalog'
import type { CommercialInfoRow, PaymentSettingRow, ShippingSettingRow } from '../types/settings'
import type { CommercialLawInfo } from '../../../src/api/schemas/commercial-law'
import type { PaymentSetting } from '../../../src/api/schemas/payment-setting'
import type { ShippingSetting } from '../../../src/api/schemas/shipping'
import type { Channel, Stream } from '../../../src/api/schemas/stream'
import { addressDetail } from '../address-detail'

/** Store settings, streams and channels as the API sends them. */
export function shippingSettingView(row: ShippingSettingRow): ShippingSetting {
  return {
    id: row.id,
    type: row.type,
    enabled: row.enabled,
    is_cash_on_delivery: row.is_cash_on_delivery,
    fee_type: row.fee_type,
    fee: row.fee,
    free_shipping_threshold: row.free_shipping_threshold,
    address: row.address && addressDetail(row.address),
    region_fees: row.region_fees.map((fee) => ({
      ...fee,
      level_one_codes: [...fee.level_one_codes],
    })),
  }
}

/** The handling fee is the server's business (it shows up in pricing), not the setting's. */
export function paymentSettingView(row: PaymentSettingRow): PaymentSetting {
  return { id: row.id, type: row.type, enabled: row.enabled, info: { shop_id: row.shop_id } }
}

export function commercialInfoView(row: CommercialInfoRow): CommercialLawInfo {
  const { store_id: _storeId, ...info } = row
  return info
}

export function streamView(row: StreamRow): Stream {
  return { id: row.id, post_id: row.post_id }
}

export function channelView(row: ChannelRow): Channel {
  return { id: row.id, name: row.name }
}
