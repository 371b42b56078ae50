/** The wallet machine with a shop's calls (docs/machines/README.md, "Wiring"). */
import { fromPromise } from 'xstate'
import {
  walletMachine,
  type WalletItem,
  type WalletLists,
} from '../../../machines/wallet/wallet.machine'
import type { Http } from '../../api/http'
import { isApiError } from '../../api/client/results'
import { reportError } from '../../lib/report-error'
import type { WalletKinds, WalletRemoveApi, WalletShopApi } from './wallet-api'

/** The code the machine keeps for a failed call: the buyer reads a message made from it. */
export function walletFailureCode(error: unknown): string {
  if (!isApiError(error)) {
    // Not a call's answer: a bug, reported; the buyer still gets a message.
    reportError(error, { area: 'wallet' })
    return 'UNKNOWN'
  }
  const failure = error.failure
  if (failure.kind === 'network') return 'NETWORK'
  if (failure.kind === 'http' && failure.status === 404) return 'NOT_FOUND'
  return 'SERVER'
}

/** Calls the shop and turns a failure into `{ code }` (5xx and garbled answers the client reported). */
async function withCode<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw { code: walletFailureCode(error) }
  }
}

/** Where the wallet is shown: its own list (read here), or the lists a page already read. */
export type WalletPlace = {
  getHttp: () => Promise<Http>
  /** Told once the server has removed an item (a payment choice lets go of it). */
  onRemoved?: (item: WalletItem) => void
} & (
  | { api: WalletShopApi; kinds: WalletKinds; lists?: undefined }
  | { api: WalletRemoveApi; lists: WalletLists }
)

export function provideWallet(place: WalletPlace) {
  const { api, getHttp } = place
  return walletMachine.provide({
    actors: {
      loadWallet: fromPromise<WalletLists>(async () => {
        if (place.lists) return place.lists
        const { kinds } = place
        const http = await getHttp()
        const shop = place.api
        const [cards, payees] = await withCode(
          Promise.all([
            shop.listCreditCards(http, { type: kinds.cardType, application: 'buyer_general' }),
            kinds.payees ? shop.listCvsPayees(http) : [],
          ]),
        )
        return { cards, payees }
      }),
      removeItem: fromPromise<void, WalletItem>(async ({ input }) => {
        const http = await getHttp()
        await withCode(
          input.kind === 'card'
            ? api.deleteCreditCard(http, input.id)
            : api.deleteCvsPayee(http, input.id),
        )
        place.onRemoved?.(input)
      }),
    },
  })
}
