import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { provideWallet, type WalletPlace } from './wallet-effects'

export type WalletActor = ActorRefFrom<ReturnType<typeof provideWallet>>

/** The wallet machine for this page, made once with the shop's calls. */
export function useWallet(place: WalletPlace): WalletActor {
  const [machine] = useState(() => provideWallet(place))
  return useActorRef(machine)
}
