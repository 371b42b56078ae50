import type { Hono } from 'hono'
import type { walletCalls } from '../../../src/api/schemas/calls/shared/wallet'
import type { AddressDetailCreate } from '../../../src/api/schemas/requests/address-create'
import { CONVENIENCE_STORES } from '../../../src/api/schemas/cvs-payee'
import type { Db } from '../../db/db'
import { ownedBy } from '../../db/queries'
import type { AddressPart } from '../../db/types/wallet'
import { addressView, cvsPayeeView } from '../../db/views/wallet'
import { requireBuyer } from '../../http/auth'
import { parseBody } from '../../http/validate'
import { serve } from '../catalog/contract-route'
import { deleteOwnRow, ownRow } from './owned'

type WalletCalls = ReturnType<typeof walletCalls<string>>

function addressPart(input: AddressDetailCreate): AddressPart {
  return { ...input, level_three: input.level_three ?? null, info: null }
}

/**
 * Addresses and convenience-store payees of whoever may buy (a member, a live-shop buyer or a
 * guest checking out): each sees and deletes only their own.
 */
export function serveAddressBook(app: Hono, db: Db, calls: WalletCalls): void {
  serve(app, calls.listAddresses, (c) => ({
    data: ownedBy(db.addresses, requireBuyer(c, db).owner).map(addressView),
  }))

  serve(
    app,
    calls.createAddress,
    async (c) => {
      const { owner } = requireBuyer(c, db)
      const body = await parseBody(c, calls.createAddress.body)
      const row = {
        id: db.nextId('addresses'),
        owner,
        type: body.type,
        name: body.name,
        phone_number: body.phone_number,
        address: body.address ? addressPart(body.address) : null,
        created_at: db.nowIso(),
      }
      db.addresses.set(row.id, row)
      return { data: addressView(row) }
    },
    201,
  )

  serve(app, calls.deleteAddress, (c) =>
    deleteOwnRow(c, db.addresses, requireBuyer(c, db).owner, 'address'),
  )

  serve(app, calls.listCvsPayees, (c) => ({
    data: ownedBy(db.cvsPayees, requireBuyer(c, db).owner).map(cvsPayeeView),
  }))

  // Given an existing payee's id, that payee (if it is the buyer's); else a new one.
  serve(app, calls.createCvsPayee, async (c) => {
    const { owner } = requireBuyer(c, db)
    const body = await parseBody(c, calls.createCvsPayee.body)
    if (body.id !== undefined)
      return { data: cvsPayeeView(ownRow(db.cvsPayees, body.id, owner, 'payee')) }
    const row = {
      id: db.nextId('cvsPayees'),
      owner,
      convenience_code: body.convenience_code,
      name: CONVENIENCE_STORES[body.convenience_code],
      buyer_name: body.buyer_name,
      buyer_name_kana: body.buyer_name_kana,
      buyer_cellphone: body.buyer_cellphone,
    }
    db.cvsPayees.set(row.id, row)
    return { data: cvsPayeeView(row) }
  })

  serve(app, calls.deleteCvsPayee, (c) =>
    deleteOwnRow(c, db.cvsPayees, requireBuyer(c, db).owner, 'payee'),
  )
}
