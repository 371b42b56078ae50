import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { CvsPayee } from '../../api/schemas/cvs-payee'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useConvenienceName } from '../wallet/convenience-chain'
import type { PaymentActor } from './payment-actor'
import { StorePaymentForm } from './store-payment-form'
import { RemoveConfirm } from '../wallet/remove-confirm'
import { payeeName, RemoveSaved } from '../wallet/saved-rows'
import { useSavedRemoval } from '../wallet/saved-removal'
import './payment.css'

const NO_CARDS: never[] = []

/**
 * Who pays at which chain: one of the buyer's saved payees (the latest chosen), or a new one. The payment machine
 * then makes the numbers to pay with; a failure keeps what was chosen or typed.
 */
export function PayeeChoice({
  payment,
  payees: listed,
}: {
  payment: PaymentActor
  payees: CvsPayee[]
}) {
  // What is still saved: a payee removed here leaves at once.
  const { payees, wallet: removal } = useSavedRemoval({ cards: NO_CARDS, payees: listed })
  const convenienceName = useConvenienceName()
  // The latest saved payee (or the only one) is chosen for the buyer, as the latest card is.
  const latest = payees.reduce<number | null>(
    (id, payee) => (id === null || payee.id > id ? payee.id : id),
    null,
  )
  const [picked, setPicked] = useState<number | 'new'>(latest ?? 'new')
  // A payee the buyer removed is no longer there to be chosen: the latest left is.
  const chosen =
    picked === 'new' || payees.some((payee) => payee.id === picked) ? picked : (latest ?? 'new')
  const busy = useSelector(payment, (s) => s.hasTag('busy'))
  const failed = useSelector(payment, (s) => s.context.error !== null)
  const generateFor = (id: number) => {
    payment.send({ type: 'payment.payee.choose', payee: { kind: 'saved', id } })
    payment.send({ type: 'payment.submit' })
  }
  return (
    <div className="payee-choice">
      {payees.length > 0 && (
        <fieldset className="payment-choices">
          <legend>
            <Trans>Who pays, and where</Trans>
          </legend>
          {payees.map((payee) => (
            <div key={payee.id} className="payment-choice-row">
              <label className="payment-choice">
                <input
                  type="radio"
                  name="order-payee"
                  checked={chosen === payee.id}
                  onChange={() => setPicked(payee.id)}
                />
                <span>
                  <bdi>{payee.buyer_name}</bdi> · {convenienceName(payee.convenience_code)}
                </span>
              </label>
              {removal && !busy && (
                <RemoveSaved
                  wallet={removal}
                  item={{ kind: 'payee', id: payee.id }}
                  name={payeeName(payee.buyer_name, convenienceName(payee.convenience_code))}
                />
              )}
            </div>
          ))}
          <label className="payment-choice">
            <input
              type="radio"
              name="order-payee"
              checked={chosen === 'new'}
              onChange={() => setPicked('new')}
            />
            <span>
              <Trans>Someone else, or another chain</Trans>
            </span>
          </label>
        </fieldset>
      )}
      {removal && <RemoveConfirm wallet={removal} />}
      {chosen === 'new' ? (
        <StorePaymentForm payment={payment} />
      ) : (
        <>
          {failed && (
            <Alert tone="danger">
              <Trans>We could not prepare the payment. Try again, or choose another way.</Trans>
            </Alert>
          )}
          <Button loading={busy} onClick={() => generateFor(chosen)}>
            <Trans>Get the payment number</Trans>
          </Button>
        </>
      )}
    </div>
  )
}
