/** Live-shop addresses, saved cards and convenience-store payees (/api/v1/17shop; see ../shared/wallet.ts). */
import { walletCallsV1 } from '../schemas/calls/shared/wallet'
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
} = walletClient(walletCallsV1, 'v1')
