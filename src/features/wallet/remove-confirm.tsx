import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { WalletActor } from './use-wallet'
import { useConvenienceName } from './convenience-chain'
import { lastDigits } from './wallet-words'

/**
 * Asks before a saved card or payee is removed; open while the machine waits for the answer and
 * while the removal runs (its button then shows it is busy and takes no second press).
 */
export function RemoveConfirm({ wallet }: { wallet: WalletActor }) {
  const chain = useConvenienceName()
  const asked = useSelector(wallet, (s) => s.context.asked)
  const removing = useSelector(wallet, (s) => s.matches({ ready: 'removing' }))
  const card = useSelector(wallet, (s) =>
    asked?.kind === 'card' ? s.context.cards.find((row) => row.id === asked.id) : undefined,
  )
  const payee = useSelector(wallet, (s) =>
    asked?.kind === 'payee' ? s.context.payees.find((row) => row.id === asked.id) : undefined,
  )
  const cancel = () => {
    if (!removing) wallet.send({ type: 'wallet.cancel' })
  }
  const digits = card ? lastDigits(card.masked_card_no) : ''
  const name = payee?.buyer_name ?? ''
  const store = payee ? chain(payee.convenience_code) : ''
  return (
    <Dialog
      open={asked !== null}
      onClose={cancel}
      title={
        asked?.kind === 'payee' ? (
          <Trans>Remove this payee?</Trans>
        ) : (
          <Trans>Remove this card?</Trans>
        )
      }
      footer={
        <>
          <Button
            variant="danger"
            loading={removing}
            onClick={() => wallet.send({ type: 'wallet.confirm' })}
          >
            <Trans>Remove</Trans>
          </Button>
          <Button variant="secondary" aria-disabled={removing || undefined} onClick={cancel}>
            <Trans>Keep it</Trans>
          </Button>
        </>
      }
    >
      {card && (
        <p>
          <Trans>
            The card ending in {digits} will no longer be offered when you pay. Orders already paid
            with it are not affected.
          </Trans>
        </p>
      )}
      {payee && (
        <p>
          <Trans>
            {name} at {store} will no longer be offered when you pay at a convenience store.
          </Trans>
        </p>
      )}
    </Dialog>
  )
}
