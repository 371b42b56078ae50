/** Addresses, saved cards and convenience-store payees: the same calls in both APIs. */
import { dataOf, listOf, SuccessSchema } from '../../common'
import { AddressSchema } from '../../address'
import { CreditCardListQuerySchema, CreditCardSchema } from '../../credit-card'
import { CvsPayeeSchema } from '../../cvs-payee'
import { AddressCreateRequestSchema } from '../../requests/address-create'
import { CreditCardSaveRequestSchema } from '../../requests/credit-card-save'
import { CvsPayeeCreateRequestSchema } from '../../requests/cvs-payee-create'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../prefixes'

export function walletCalls<const P extends string>(prefix: P) {
  return {
    listAddresses: { method: 'GET', path: `${prefix}/addresses`, response: listOf(AddressSchema) },
    createAddress: {
      method: 'POST',
      path: `${prefix}/addresses`,
      body: AddressCreateRequestSchema,
      response: dataOf(AddressSchema),
    },
    deleteAddress: { method: 'DELETE', path: `${prefix}/addresses/:id`, response: SuccessSchema },
    /** `?type=` the card's payment type (GMO's; PayUni's in Taiwan's live shop), `application=buyer_general`. */
    listCreditCards: {
      method: 'GET',
      path: `${prefix}/credit-cards`,
      query: CreditCardListQuerySchema,
      response: listOf(CreditCardSchema),
    },
    saveCreditCard: {
      method: 'POST',
      path: `${prefix}/credit-cards`,
      body: CreditCardSaveRequestSchema,
      response: dataOf(CreditCardSchema),
    },
    deleteCreditCard: {
      method: 'DELETE',
      path: `${prefix}/credit-cards/:id`,
      response: SuccessSchema,
    },
    listCvsPayees: { method: 'GET', path: `${prefix}/gmo-cvs`, response: listOf(CvsPayeeSchema) },
    /** Given an existing payee's id, answers that payee; else creates one. */
    createCvsPayee: {
      method: 'POST',
      path: `${prefix}/gmo-cvs`,
      body: CvsPayeeCreateRequestSchema,
      response: dataOf(CvsPayeeSchema),
    },
    deleteCvsPayee: { method: 'DELETE', path: `${prefix}/gmo-cvs/:id`, response: SuccessSchema },
  } as const satisfies Record<string, CallContract>
}

/** Each API's table, made once: the client modules and the API's whole table share its entries. */
export const walletCallsV2 = walletCalls(MARKETPLACE_V2_PREFIX)
export const walletCallsV1 = walletCalls(LIVE_SHOP_V1_PREFIX)
