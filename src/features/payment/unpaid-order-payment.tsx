import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { PaymentMethod, StorePaymentAccount } from '../../../machines/payment/payment-types'
import { PAYMENT_METHODS } from '../../../machines/payment/payment-methods'
import type { CreditCard } from '../../api/schemas/credit-card'
import type { CvsPayee } from '../../api/schemas/cvs-payee'
import { CardPayment } from './card-payment'
import { Spinner } from '../ui/spinner'
import { ConvenienceAccount } from './convenience-account'
import { MethodSwitch } from './method-switch'
import type { PaymentActor } from './payment-actor'
import { PayeeChoice } from './payee-choice'
import { useNow } from './use-now'

/** What an unpaid order's page can pay with: the buyer's saved cards and payees, the store's methods. */
export interface PaymentOffer {
  cards: CreditCard[]
  payees: CvsPayee[]
  /** The methods the store takes that an unpaid order may switch to (never cash on delivery). */
  methods: readonly PaymentMethod[]
}

/**
 * Paying an unpaid order from its page: with its own method (a card, PayPay, a convenience
 * store's numbers), or another the store takes. The payment machine decides what is possible;
 * this only shows its state.
 */
export function UnpaidOrderPayment({
  payment,
  offer,
  account,
  paypay,
}: {
  payment: PaymentActor
  offer: PaymentOffer
  /** The order's convenience-store numbers, once it has them. */
  account: StorePaymentAccount | null
  /** The way to PayPay's page for this order (the live shop in Japan). */
  paypay?: ReactNode
}) {
  const { t } = useLingui()
  const value = useSelector(payment, (s) => s.value)
  const method = useSelector(payment, (s) => s.context.method)
  const status = useSelector(payment, (s) => s.status)
  const now = useNow()
  const switcher = <MethodSwitch payment={payment} offered={offer.methods} />

  if (status === 'done') return <Spinner label={t`Updating the order…`} />
  if (value === 'changingMethod') return <Spinner label={t`Changing the payment method…`} />
  if (value === 'storePayment' || value === 'generatingAccount') {
    const open =
      account !== null &&
      (account.expire_at === null || new Date(account.expire_at).getTime() > now.getTime())
    if (account && open) {
      return <ConvenienceAccount account={account} next={switcher} />
    }
    return (
      <>
        {account && (
          <ConvenienceAccount
            account={account}
            next={<Trans>Get new numbers below, or choose another way to pay.</Trans>}
          />
        )}
        <PayeeChoice payment={payment} payees={offer.payees} />
        {switcher}
      </>
    )
  }
  if (PAYMENT_METHODS[method].pays === 'providerPage' && value === 'choosing') {
    return (
      <>
        {paypay && <div className="payment-actions">{paypay}</div>}
        {switcher}
      </>
    )
  }
  return (
    <>
      <CardPayment payment={payment} cards={offer.cards} storeMethod={null} />
      {switcher}
    </>
  )
}
