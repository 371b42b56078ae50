import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { WalletItem } from '../../../machines/wallet/wallet.machine'
import { sameItem } from '../../../machines/wallet/wallet.machine'
import { Button } from '../ui/button'
import type { WalletActor } from './use-wallet'
import { useRemovalFailureMessage } from './wallet-words'
import { isolated } from '../../lib/bidi'

/** A payee to a screen reader: who pays (isolated, it is a person's name) and where. */
export const payeeName = (buyerName: string, storeName: string) =>
  `${isolated(buyerName)} · ${storeName}`

/**
 * "Remove" beside one saved card or payee, and why its last removal failed. Offered only when
 * the wallet machine takes the request (not while another removal runs).
 */
export function RemoveSaved({
  wallet,
  item,
  name,
}: {
  wallet: WalletActor
  item: WalletItem
  /** What the item is to a screen reader: "card ending in 1111", "中村 真央 · Lawson" (`payeeName`). */
  name: string
}) {
  const { t } = useLingui()
  const failureMessage = useRemovalFailureMessage()
  const failure = useSelector(wallet, (s) =>
    sameItem(s.context.failure?.item ?? null, item) ? s.context.failure : null,
  )
  const offered = useSelector(wallet, (s) => s.can({ type: 'wallet.remove', item }))
  const busy = useSelector(wallet, (s) => s.hasTag('busy'))
  return (
    <>
      <Button
        variant="ghost"
        className="wallet__remove"
        aria-label={item.kind === 'card' ? t`Remove the ${name}` : t`Remove the payee ${name}`}
        aria-disabled={!offered || busy || undefined}
        onClick={() => {
          if (offered) wallet.send({ type: 'wallet.remove', item })
        }}
      >
        <Trans>Remove</Trans>
      </Button>
      {failure && (
        <p role="alert" className="field__error wallet__failure">
          {failureMessage(failure.item, failure.code)}
        </p>
      )}
    </>
  )
}
