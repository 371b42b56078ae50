/**
 * A shop's calls for the buyer's wallet, and which saved things that shop keeps: Japan's shops
 * save GMO cards and convenience-store payees; the live shop in Taiwan saves PayUni cards only.
 */
import type { Http } from '../../api/http'
import type { CreditCard, CreditCardListQuery } from '../../api/schemas/credit-card'
import type { CvsPayee } from '../../api/schemas/cvs-payee'

/** Removing a saved card or payee: all a page that already lists them needs. */
export interface WalletRemoveApi {
  deleteCreditCard(http: Http, id: number): Promise<unknown>
  deleteCvsPayee(http: Http, id: number): Promise<unknown>
}

export interface WalletShopApi extends WalletRemoveApi {
  listCreditCards(http: Http, query: CreditCardListQuery): Promise<CreditCard[]>
  listCvsPayees(http: Http): Promise<CvsPayee[]>
}

export interface WalletKinds {
  cardType: CreditCardListQuery['type']
  /** The shop pays at convenience stores, so the buyer may have payees saved. */
  payees: boolean
}
