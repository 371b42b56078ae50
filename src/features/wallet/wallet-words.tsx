import { Trans, useLingui } from '@lingui/react/macro'
import type { WalletItem } from '../../../machines/wallet/wallet.machine'

/** The last four digits of a masked card number (`************1111` → `1111`). */
export const lastDigits = (masked: string): string => masked.replace(/[^0-9]/g, '').slice(-4)

/** Why a saved card or payee is still there after the buyer asked to remove it. */
export function useRemovalFailureMessage(): (item: WalletItem, code: string) => string {
  const { t } = useLingui()
  return (item, code) => {
    const card = item.kind === 'card'
    switch (code) {
      case 'NETWORK':
        return card
          ? t`We could not reach the shop, so the card is still saved. Check your connection and try again.`
          : t`We could not reach the shop, so the payee is still saved. Check your connection and try again.`
      case 'NOT_FOUND':
        return card
          ? t`The shop no longer knows this card (it may have been removed on another device). Reload the page to see what is saved.`
          : t`The shop no longer knows this payee (it may have been removed on another device). Reload the page to see what is saved.`
      default:
        return card
          ? t`The shop could not remove the card just now, so it is still saved. Try again in a moment.`
          : t`The shop could not remove the payee just now, so it is still saved. Try again in a moment.`
    }
  }
}

/** What was just removed, said once the server agreed. */
export function RemovedNotice({ item }: { item: WalletItem }) {
  return (
    <p role="status" className="wallet__notice">
      {item.kind === 'card' ? (
        <Trans>The card was removed.</Trans>
      ) : (
        <Trans>The payee was removed.</Trans>
      )}
    </p>
  )
}
