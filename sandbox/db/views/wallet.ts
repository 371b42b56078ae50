import type { AddressRow, CreditCardRow, CvsPayeeRow, TwAddressRow } from '../types/wallet'
import type { Address } from '../../../src/api/schemas/address'
import type { CreditCard } from '../../../src/api/schemas/credit-card'
import type { CvsPayee } from '../../../src/api/schemas/cvs-payee'
import type { TwAddress } from '../../../src/api/schemas/tw-address'
import { addressDetail } from '../address-detail'

/** Addresses, cards and payees as the API sends them (never the card number behind a card). */
export function addressView(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    phone_number: row.phone_number,
    address: row.address && addressDetail(row.address),
  }
}

export function twAddressView(row: TwAddressRow): TwAddress {
  return {
    id: row.id,
    postcode: row.postcode,
    full_address: `${row.city_country}${row.district}${row.detail}`,
    buyer_name: row.buyer_name,
    buyer_cellphone: row.buyer_cellphone,
  }
}

export function creditCardView(row: CreditCardRow): CreditCard {
  return { id: row.id, masked_card_no: row.masked_card_no }
}

export function cvsPayeeView(row: CvsPayeeRow): CvsPayee {
  return {
    id: row.id,
    convenience_code: row.convenience_code,
    buyer_name: row.buyer_name,
    buyer_name_kana: row.buyer_name_kana,
    buyer_cellphone: row.buyer_cellphone,
  }
}
