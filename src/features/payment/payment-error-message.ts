import { useLingui } from '@lingui/react/macro'
import { SESSION_CHANGED_CODE } from '../../api/client/session-guard'
import { useHeldBackMessage } from '../shared/held-back-message'

/**
 * What the buyer reads for a payment machine error (docs/errors.md#pay). `cardTyped`: the card
 * goes with the pay call (PayUni), so a VALIDATION_EXCEPTION is about what was typed; elsewhere it
 * answers a card save or a change of method, where card details are not the matter.
 */
export function usePaymentErrorMessage(cardTyped: boolean): (code: string) => string {
  const { t } = useLingui()
  const heldBack = useHeldBackMessage()
  return (code) => {
    if (code === SESSION_CHANGED_CODE) return heldBack.text
    if (code === 'VALIDATION_EXCEPTION' && !cardTyped) {
      return t`We could not take the payment. Nothing was charged; try again.`
    }
    switch (code) {
      case 'UNSAFE_REDIRECT':
        return t`This card needs a confirmation step we cannot open here. Use another card.`
      case 'GMO_PAYMENT_EXCEPTION':
        return t`The card was declined. Choose another card and try again.`
      case 'PAYUNI_API_ERROR':
        return t`PayUni declined the card. Nothing was charged; try another card.`
      case 'INTERNAL_API_ERROR':
        return t`PayUni could not be reached. Nothing was charged; try again in a moment.`
      case 'VALIDATION_EXCEPTION':
      case 'INVALID_INPUT':
        return t`Some card details were not accepted. Check them and try again.`
      case 'PAYMENT_FAILED':
      case 'PAYMENT_NOT_COMPLETED':
        return t`The payment was not completed. Nothing was charged; try again.`
      default:
        return code.startsWith('GMO_TOKEN_') || code === 'NO_CARD_FORM'
          ? t`The card could not be added. Check its details and try again.`
          : t`We could not take the payment. Nothing was charged; try again.`
    }
  }
}
