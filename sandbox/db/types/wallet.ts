import type { AddressType } from '../../../src/api/schemas/address'
import type { CardApplication, CardType } from '../../../src/api/schemas/credit-card'
import type { ConvenienceCode, ConvenienceName } from '../../../src/api/schemas/cvs-payee'
import type { Owner, Region } from './people'

/** What a buyer keeps between orders: addresses, saved cards, convenience-store payees. */

/** The address part as stored; `full_address` is derived (address-detail.ts `addressDetail`). */
export interface AddressPart {
  postcode: string
  level_one: string
  level_two: string
  level_three: string | null
  level_four: string | null
  /** JIS prefecture code in JP ('13' Tokyo); ISO 3166-2 in TW ('TW-TPE'). */
  level_one_code: string
  region: Region
  info: Record<string, string> | null
}

export interface AddressRow {
  id: number
  owner: Owner
  type: AddressType
  name: string
  phone_number: string
  address: AddressPart | null
  created_at: string
}

export interface TwAddressRow {
  id: number
  owner: Owner
  store_id: number
  postcode: string
  city_country: string
  district: string
  detail: string
  buyer_name: string
  buyer_cellphone: string
}

export interface CreditCardRow {
  id: number
  owner: Owner
  type: CardType
  application: CardApplication
  masked_card_no: string
  to_be_expired_at: string
  /** The test card number behind it, so paying with the saved card behaves like the number. */
  card_number: string
}

/** How a test card number behaves when charged (sandbox contract: card numbers). */
export type CardOutcome = 'pays' | 'declined' | 'three_d_secure' | 'provider_error'

export interface TestCardRow {
  number: string
  provider: CardType
  outcome: CardOutcome
  note: string
  /**
   * A declined GMO card's report code, when not GMO's usual one for a declined card; null: the
   * decline answers the smallest body the API promises (code and message only).
   */
  reportCode?: string | null
}

/** A token the fake GMO card script issued for a card number (what the browser sends us). */
export interface CardTokenRow {
  token: string
  card_number: string
  expire: string
  created_at: string
}

export interface CvsPayeeRow {
  id: number
  owner: Owner
  convenience_code: ConvenienceCode
  /** The chain's name as the create payload spells it (CONVENIENCE_STORES in the schemas). */
  name: ConvenienceName
  buyer_name: string
  buyer_name_kana: string
  buyer_cellphone: string
}
