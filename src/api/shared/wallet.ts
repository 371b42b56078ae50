/**
 * Addresses, saved cards and convenience-store payees: the same calls in the marketplace (/api/v2)
 * and the live shop (/api/v1/17shop), so one set of functions made per API. Default flavour: a
 * failure rejects (someone else's or a deleted row is a 404), and collections and single rows come
 * back without their `data` envelope.
 */
import type { Http } from '../http'
import type { walletCalls } from '../schemas/calls/shared/wallet'
import type { BodyOf, QueryOf } from '../schemas/calls/call'
import { contractSpec } from './contract-spec'

/** Either API's wallet table: the paths differ only in their prefix. */
type WalletCalls = ReturnType<typeof walletCalls<string>>
type Id = number

/** `api` names the calls in reports (`v2.listAddresses`, `v1.listAddresses`). */
export function walletClient(calls: WalletCalls, api: 'v2' | 'v1') {
  const name = (call: keyof WalletCalls) => `${api}.${call}`
  return {
    async listAddresses(http: Http) {
      return (await http.call(contractSpec(name('listAddresses'), calls.listAddresses, {}))).data
    },
    /** `custom` needs the address part; `self_pick_up` may leave it out. */
    async createAddress(http: Http, body: BodyOf<WalletCalls['createAddress']>) {
      return (await http.call(contractSpec(name('createAddress'), calls.createAddress, { body })))
        .data
    },
    deleteAddress(http: Http, id: Id) {
      return http.call(contractSpec(name('deleteAddress'), calls.deleteAddress, { params: { id } }))
    },
    /** By the card's payment type (GMO's in Japan, PayUni's in Taiwan's live shop), `buyer_general`. */
    async listCreditCards(http: Http, query: QueryOf<WalletCalls['listCreditCards']>) {
      return (
        await http.call(contractSpec(name('listCreditCards'), calls.listCreditCards, { query }))
      ).data
    },
    /** Saves what GMO's token script gave for a card (its token and masked number), never the number. */
    async saveCreditCard(http: Http, body: BodyOf<WalletCalls['saveCreditCard']>) {
      return (await http.call(contractSpec(name('saveCreditCard'), calls.saveCreditCard, { body })))
        .data
    },
    deleteCreditCard(http: Http, id: Id) {
      return http.call(
        contractSpec(name('deleteCreditCard'), calls.deleteCreditCard, { params: { id } }),
      )
    },
    async listCvsPayees(http: Http) {
      return (await http.call(contractSpec(name('listCvsPayees'), calls.listCvsPayees, {}))).data
    },
    /** An existing payee's `{ id }` answers that payee; the full fields create a new one. */
    async createCvsPayee(http: Http, body: BodyOf<WalletCalls['createCvsPayee']>) {
      return (await http.call(contractSpec(name('createCvsPayee'), calls.createCvsPayee, { body })))
        .data
    },
    deleteCvsPayee(http: Http, id: Id) {
      return http.call(
        contractSpec(name('deleteCvsPayee'), calls.deleteCvsPayee, { params: { id } }),
      )
    },
  }
}
