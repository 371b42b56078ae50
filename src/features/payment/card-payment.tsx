import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { CreditCard } from '../../api/schemas/credit-card'
import type { ListedCard } from '../../../machines/payment/usual-card'
import {
  PAYMENT_METHODS,
  typesCards as methodTypesCards,
  type PaymentMethod,
} from '../../../machines/payment/payment-methods'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { NewCardForm, type NewCardHandle } from './new-card-form'
import { usePaymentErrorMessage } from './payment-error-message'
import { ProviderRedirectNotice } from './provider-redirect-notice'
import { RefusalDetail } from './refusal-detail'
import { TypedCardForm } from './typed-card-form'
import { RemoveConfirm } from '../wallet/remove-confirm'
import { RemoveSaved } from '../wallet/saved-rows'
import { useSavedRemoval } from '../wallet/saved-removal'
import { lastDigits } from '../wallet/wallet-words'
import type { PaymentActor } from './payment-actor'
import './payment.css'

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
  const busy = useSelector(payment, (s) => s.hasTag('busy'))
  const chosen = useSelector(payment, (s) =>
    s.context.card?.kind === 'saved' ? s.context.card.id : null,
  )
  const error = useSelector(payment, (s) => s.context.error)
  const refusal = useSelector(payment, (s) => s.context.refusal)
  // PayUni takes a card typed in with the pay call; GMO saves a new card first.
  const typesCards = useSelector(payment, (s) => methodTypesCards(s.context.method))
  const errorMessage = usePaymentErrorMessage(typesCards)
  const atProviderPage = useSelector(payment, (s) => s.hasTag('atProvider'))
  const adding = typeof state === 'object' && 'addingCard' in state
  // Pay now was pressed for the card being added: that button, not only Add the card, is busy.
  const payWhenAdded = useSelector(payment, (s) => s.context.payWhenAdded === true)
  const router = useRouter()
  // What is still saved: a card removed here leaves at once.
  const { cards, wallet: removal } = useSavedRemoval({ cards: listed, payees: NO_PAYEES })

  // Which saved card is chosen for the buyer (the usual one, else the latest) is the machine's: it
  // is handed the cards as listed, unjudged. Follows the URL: the route's loader data, less a card
  // the person removed here.
  // Compared as text: the list is built anew on every render.
  const cardsNow = JSON.stringify(cards.map(({ id, masked_card_no }) => ({ id, masked_card_no })))
  useEffect(() => {
    payment.send({ type: 'payment.cards.loaded', cards: JSON.parse(cardsNow) as ListedCard[] })
  }, [payment, cardsNow])
  // Pay now with no card chosen says what to choose and takes the buyer there.
  const [askedToChoose, setAskedToChoose] = useState(false)
  const choices = useRef<HTMLFieldSetElement>(null)
  // Whether Pay now pays is the machine's answer (a card method pays with a chosen card).
  const choosing = state === 'choosing'
  const payable = useSelector(payment, (s) => s.can({ type: 'payment.submit' }))
  const newCard = useRef<NewCardHandle>(null)
  const payNow = () => {
    // A card typed in the new card's form is added and paid with, in one press.
    if (choosing && !payable && newCard.current?.addAndPay()) {
      setAskedToChoose(false)
      return
    }
    if (choosing && !payable) {
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
  if (state !== 'choosing' && state !== 'paying' && !adding) return null
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
                disabled={busy}
                onChange={() => payment.send({ type: 'payment.card.choose', cardId: card.id })}
              />
              <span className="payment-choice__body">{card.masked_card_no}</span>
            </label>
            {removal && !busy && (
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
            ref={newCard}
            onSubmit={(andPay) => payment.send({ type: 'payment.card.new', andPay })}
          />
          {/* Never marked disabled: it pays, adds the typed card and pays, or says what to choose. */}
          <Button loading={state === 'paying' || (adding && payWhenAdded)} onClick={payNow}>
            <Trans>Pay now</Trans>
          </Button>
        </>
      )}
    </fieldset>
  )
}
