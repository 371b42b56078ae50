import { twAddressPart } from '../../db/address-detail'
import type { Db } from '../../db/db'
import type { StoreRow } from '../../db/types/catalog'
import type { Owner } from '../../db/types/people'
import type { AddressPart } from '../../db/types/wallet'

/** Who and where a parcel goes, from either kind of saved address. */
export interface Receiver {
  name: string
  phone: string
  address: AddressPart | null
}

/**
 * The buyer's saved address, in the table the store's region uses: Japanese addresses for JP
 * stores, the per-store Taiwan addresses for TW stores. Undefined when it is not theirs.
 */
export function receiverOf(
  db: Db,
  owner: Owner,
  store: StoreRow,
  addressId: number,
): Receiver | undefined {
  if (store.region === 'TW') {
    const tw = db.twAddresses.get(addressId)
    if (!tw || tw.owner !== owner || tw.store_id !== store.id) return undefined
    return { name: tw.buyer_name, phone: tw.buyer_cellphone, address: twAddressPart(tw) }
  }
  const row = db.addresses.get(addressId)
  if (!row || row.owner !== owner) return undefined
  return { name: row.name, phone: row.phone_number, address: row.address }
}
