/** Marketplace addresses, saved cards and convenience-store payees (/api/v2; see ../shared/wallet.ts). */
import { walletCallsV2 } from '../schemas/calls/shared/wallet'
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
} = walletClient(walletCallsV2, 'v2')
