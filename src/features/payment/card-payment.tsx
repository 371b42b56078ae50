import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { CreditCard } from '../../api/schemas/credit-card'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../machines/payment/payment-methods'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { NewCardForm } from './new-card-form'
import { atProvider, ProviderRedirectNotice } from './provider-redirect-notice'
import { RefusalDetail } from './refusal-detail'
import { TypedCardForm } from './typed-card-form'
import { RemoveConfirm } from '../wallet/remove-confirm'
import { RemoveSaved } from '../wallet/saved-rows'
import { useSavedRemoval } from '../wallet/saved-removal'
import { lastDigits } from '../wallet/wallet-words'
import type { PaymentActor } from './store-payment-form'
import './payment.css'

/**
 * What the buyer reads for a payment machine error (docs/errors.md#pay). `cardTyped`: the card
 * goes with the pay call (PayUni), so a VALIDATION_EXCEPTION is about what was typed; elsewhere it
 * answers a card save or a change of method, where card details are not the matter.
 */
function usePaymentErrorMessage(cardTyped: boolean): (code: string) => string {
  const { t } = useLingui()
  return (code) => {
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

const NO_PAYEES: never[] = []

/**
 * The card payment of a placed order with one of the member's saved cards. The payment machine
 * decides: no pay call without a card, a second click pays nothing, an unknown outcome is
 * re-read (never paid again blind), a 3-D Secure return is settled by re-reading the order.
 */
export function CardPayment({
  payment,
  cards: listed,
  storeMethod,
}: {
  payment: PaymentActor
  cards: CreditCard[]
  /** The store's method paid at a convenience store, if it takes one: a declined buyer may switch to it. */
  storeMethod: PaymentMethod | null
}) {
  const { t, i18n } = useLingui()
  const state = useSelector(payment, (s) => s.value)
  const chosen = useSelector(payment, (s) =>
    s.context.card?.kind === 'saved' ? s.context.card.id : null,
  )
  const error = useSelector(payment, (s) => s.context.error)
  const refusal = useSelector(payment, (s) => s.context.refusal)
  // PayUni takes a card typed in with the pay call; GMO saves a new card first.
  const typesCards = useSelector(
    payment,
    (s) => PAYMENT_METHODS[s.context.method].card?.newCard === 'typed',
  )
  const errorMessage = usePaymentErrorMessage(typesCards)
  const atProviderPage = useSelector(payment, atProvider)
  const adding = typeof state === 'object' && 'addingCard' in state
  const router = useRouter()
  // What is still saved: a card removed here leaves at once.
  const { cards, wallet: removal } = useSavedRemoval({ cards: listed, payees: NO_PAYEES })

  // Which saved card is chosen for the buyer is the machine's: it is told which there are. Follows
  // the URL: the route's loader data, less a card the person removed here.
  // It is told too which of them has the number of the card the buyer's last order was paid with.
  const cardIds = cards.map((card) => card.id).join(',')
  const usualCard = useSelector(payment, (s) => s.context.usualCard ?? null)
  // Masked numbers differ in what they hide (the saved card's list, the order's payment): the
  // last four digits tell the card, when only one saved card has them.
  const lastFour = (masked: string | null) => masked?.slice(-4) ?? null
  const sameNumber = cards.filter((card) => lastFour(card.masked_card_no) === lastFour(usualCard))
  const usualCardId = sameNumber.length === 1 ? sameNumber[0]!.id : null
  useEffect(() => {
    const ids = cardIds ? cardIds.split(',').map(Number) : []
    payment.send({ type: 'payment.cards.loaded', cardIds: ids, usualCardId })
  }, [payment, cardIds, usualCardId])
  // Pay now with no card chosen says what to choose and takes the buyer there.
  const [askedToChoose, setAskedToChoose] = useState(false)
  const choices = useRef<HTMLFieldSetElement>(null)
  const payNow = () => {
    if (chosen === null) {
      setAskedToChoose(true)
      choices.current
        ?.querySelector<HTMLInputElement>(
          'input[name="checkout-card"], input[autocomplete="cc-number"]',
        )
        ?.focus()
      return
    }
    setAskedToChoose(false)
    payment.send({ type: 'payment.submit' })
  }

  // A card just added is not in the list loaded with the page: load it again.
  const unknownCard = chosen !== null && !cards.some((card) => card.id === chosen)
  useEffect(() => {
    if (unknownCard) void router.invalidate()
  }, [unknownCard, router])

  if (state === 'declined') {
    return (
      <Alert
        tone="danger"
        action={
          <div className="payment-actions">
            <Button variant="secondary" onClick={() => payment.send({ type: 'payment.retry' })}>
              <Trans>Try again</Trans>
            </Button>
            {storeMethod && (
              <Button
                variant="secondary"
                onClick={() => payment.send({ type: 'payment.method.change', method: storeMethod })}
              >
                {i18n._(PAYMENT_METHODS[storeMethod].words.switchTo)}
              </Button>
            )}
          </div>
        }
      >
        {errorMessage(error ?? 'UNKNOWN')}
        <RefusalDetail code={error} refusal={refusal} />
      </Alert>
    )
  }
  if (state === 'changingMethod') return <Spinner label={t`Changing the payment method…`} />
  if (atProviderPage) {
    return (
      <ProviderRedirectNotice
        payment={payment}
        words={{
          leaving: <Trans>Taking you to your card issuer's verification page</Trans>,
          explanation: (
            <Trans>
              Your card issuer asks you to confirm this payment. If the page did not open, or you
              came back from it without deciding, continue there or check whether the payment went
              through.
            </Trans>
          ),
          continueLabel: <Trans>Continue to the verification page</Trans>,
        }}
      />
    )
  }
  if (state !== 'card' && state !== 'paying' && !adding) return null
  return (
    <fieldset className="payment-choices" ref={choices}>
      <legend>
        <Trans>Pay by card</Trans>
      </legend>
      {cards.length === 0 && (
        <p>
          <Trans>You have no saved card.</Trans>
        </p>
      )}
      {cards.map((card) => {
        const digits = lastDigits(card.masked_card_no)
        return (
          <div key={card.id} className="payment-choice-row">
            <label className="payment-choice">
              <input
                type="radio"
                name="checkout-card"
                checked={chosen === card.id}
                disabled={state === 'paying'}
                onChange={() => payment.send({ type: 'payment.card.choose', cardId: card.id })}
              />
              <span className="payment-choice__body">{card.masked_card_no}</span>
            </label>
            {removal && state !== 'paying' && (
              <RemoveSaved
                wallet={removal}
                item={{ kind: 'card', id: card.id }}
                name={t`card ending in ${digits}`}
              />
            )}
          </div>
        )
      })}
      {removal && <RemoveConfirm wallet={removal} />}
      {error && <Alert tone="danger">{errorMessage(error)}</Alert>}
      {askedToChoose && chosen === null && (
        <p role="alert" className="field__error">
          {cards.length > 0 ? (
            <Trans>Choose a card to pay with, or add a new one.</Trans>
          ) : (
            <Trans>Add a card to pay with.</Trans>
          )}
        </p>
      )}
      {typesCards ? (
        <>
          {cards.length > 0 && (
            <Button
              loading={state === 'paying' && chosen !== null}
              aria-disabled={chosen === null || undefined}
              onClick={() => payment.send({ type: 'payment.submit' })}
            >
              <Trans>Pay now</Trans>
            </Button>
          )}
          <TypedCardForm
            busy={state === 'paying' && chosen === null}
            onPay={() => {
              payment.send({ type: 'payment.card.new' })
              payment.send({ type: 'payment.submit' })
            }}
          />
        </>
      ) : (
        <>
          <NewCardForm
            busy={adding}
            failed={error !== null}
            savedCards={cards.map((card) => card.masked_card_no)}
            onSubmit={() => payment.send({ type: 'payment.card.new' })}
          />
          <Button
            loading={state === 'paying'}
            aria-disabled={chosen === null || undefined}
            onClick={payNow}
          >
            <Trans>Pay now</Trans>
          </Button>
        </>
      )}
    </fieldset>
  )
}
