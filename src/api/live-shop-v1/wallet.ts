/** Live-shop addresses, saved cards and convenience-store payees (/api/v1/17shop; see ../shared/wallet.ts). */
import { liveShopV1Calls } from '../schemas/calls/live-shop-v1'
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
} = walletClient(liveShopV1Calls, 'v1')
