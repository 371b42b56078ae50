import type { PaymentType } from '../../../src/api/schemas/payment-types'
import type { FeeType, RegionFee, ShippingType } from '../../../src/api/schemas/shipping'
import type { AddressPart } from './wallet'

/** Per-store shipping, payment and Japanese commercial-law settings. */
export type { FeeType, PaymentType, RegionFee, ShippingType }

export interface ShippingSettingRow {
  id: number
  store_id: number
  type: ShippingType
  enabled: boolean
  is_cash_on_delivery: boolean
  fee_type: FeeType
  fee: number
  /** condition: free at or above this subtotal. */
  free_shipping_threshold: number | null
  /** Self pick-up: where to collect; null otherwise. */
  address: AddressPart | null
  /** Replace the default fee for the listed prefecture codes (Hokkaido '01', Okinawa '47'). */
  region_fees: RegionFee[]
}

export interface PaymentSettingRow {
  id: number
  store_id: number
  type: PaymentType
  enabled: boolean
  /** Provider shop id (GMO / PayUni); what GET stores/{id}/gmo-credit answers. */
  shop_id: string | null
  /** Added to the order total when chosen (the cash-on-delivery handling fee). Not in responses. */
  fee: number
}

export interface CommercialInfoRow {
  store_id: number
  store_name: string
  commercial_address: string
  commercial_phone: string
  commercial_name: string
  selling_price: string
  extra_fees: string
  payment_info: string
  delivery_info: string
  return_info: string
}

export interface PostcodeRow {
  level_one: string
  level_two: string
  level_three: string
  level_one_code: string
}
