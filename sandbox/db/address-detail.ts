import type { AddressDetail } from '../../src/api/schemas/address'
import type { AddressPart, TwAddressRow } from './types/wallet'

/** The levels in one line, as a label prints them (`東京都千代田区千代田1-1`); the postcode stays apart. */
export function fullAddress(part: AddressPart): string {
  return [part.level_one, part.level_two, part.level_three, part.level_four]
    .filter(Boolean)
    .join('')
}

/** The API's address part: the stored one plus its `full_address`. */
export function addressDetail(part: AddressPart): AddressDetail {
  return { ...part, full_address: fullAddress(part) }
}

/** A Taiwan address in the shared shape (orders keep their receiver this way in both regions). */
export function twAddressPart(row: TwAddressRow): AddressPart {
  return {
    postcode: row.postcode,
    level_one: row.city_country,
    level_two: row.district,
    level_three: null,
    level_four: row.detail,
    level_one_code: Object.hasOwn(TW_CITY_CODES, row.city_country)
      ? (TW_CITY_CODES[row.city_country] ?? 'TW')
      : 'TW',
    region: 'TW',
    info: null,
  }
}

/** ISO 3166-2:TW codes of the cities the fixtures and forms use most. */
const TW_CITY_CODES: Record<string, string> = {
  台北市: 'TW-TPE',
  臺北市: 'TW-TPE',
  新北市: 'TW-NWT',
  桃園市: 'TW-TAO',
  台中市: 'TW-TXG',
  臺中市: 'TW-TXG',
  台南市: 'TW-TNN',
  臺南市: 'TW-TNN',
  高雄市: 'TW-KHH',
}
