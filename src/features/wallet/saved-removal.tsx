import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { WalletCard, WalletItem, WalletPayee } from '../../../machines/wallet/wallet.machine'
import type { Http } from '../../api/http'
import type { WalletRemoveApi } from './wallet-api'
import { useWallet, type WalletActor } from './use-wallet'

interface SavedRemovalPlace {
  api: WalletRemoveApi
  getHttp: () => Promise<Http>
  /** After the server removed it: the page lets go of the item and reads its lists again. */
  onRemoved: (item: WalletItem) => void
}

const SavedRemovalContext = createContext<SavedRemovalPlace | null>(null)

/** Lets the payment choices below remove a saved card or payee with this shop's calls. */
export function SavedRemovalProvider({
  place,
  children,
}: {
  place: SavedRemovalPlace
  children: ReactNode
}) {
  return <SavedRemovalContext value={place}>{children}</SavedRemovalContext>
}

const NOWHERE: SavedRemovalPlace = {
  api: {
    deleteCreditCard: () => Promise.reject(new Error('No wallet here')),
    deleteCvsPayee: () => Promise.reject(new Error('No wallet here')),
  },
  getHttp: () => Promise.reject(new Error('No wallet here')),
  onRemoved: () => undefined,
}

/**
 * The wallet machine over the saved cards and payees a payment choice already shows. `wallet` is
 * null where the page offers no removal; `cards` and `payees` are what is still saved (a removed
 * one leaves at once, before the page has read its lists again).
 */
export function useSavedRemoval<C extends WalletCard, P extends WalletPayee>(lists: {
  cards: C[]
  payees: P[]
}): { cards: C[]; payees: P[]; wallet: WalletActor | null } {
  const place = useContext(SavedRemovalContext)
  const wallet = useWallet({ ...(place ?? NOWHERE), lists })
  const { cards, payees } = lists
  // Follows the URL: the lists are the route's loader data, sent again when it reads them again.
  useEffect(() => {
    wallet.send({ type: 'wallet.listed', lists: { cards, payees } })
  }, [wallet, cards, payees])
  const ready = useSelector(wallet, (s) => s.matches('ready'))
  // The machine keeps the very rows it was given, so they are still the page's own type.
  const saved = useSelector(wallet, (s) => s.context as unknown as { cards: C[]; payees: P[] })
  const shown = ready ? saved : { cards, payees }
  return { wallet: place ? wallet : null, cards: shown.cards, payees: shown.payees }
}
