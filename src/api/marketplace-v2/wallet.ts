/** Marketplace addresses, saved cards and convenience-store payees (/api/v2; see ../shared/wallet.ts). */
import { marketplaceV2Calls } from '../schemas/calls/marketplace-v2'
import { walletClient } from '../shared/wallet'

export const {
  listAddresses,
  createAddress,
  deleteAddress,
  listCreditCards,
  saveCreditCard,
  deleteCreditCard,
  listCvsPayees,
  createCvsPayee,
  deleteCvsPayee,
} = walletClient(marketplaceV2Calls, 'v2')
