import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../machines/payment/payment-methods'
import { Button } from '../ui/button'
import type { PaymentActor } from './payment-actor'
import './payment.css'

/**
 * The other ways this store takes payment, each a switch of the order's method. Shown only while
 * the payment machine allows a change (not while paying, re-reading or at the provider).
 */
export function MethodSwitch({
  payment,
  offered,
}: {
  payment: PaymentActor
  offered: readonly PaymentMethod[]
}) {
  const { i18n } = useLingui()
  const current = useSelector(payment, (s) => s.context.method)
  const options = useSelector(payment, (s) =>
    offered.filter(
      (method) => method !== current && s.can({ type: 'payment.method.change', method }),
    ),
  )
  if (options.length === 0) return null
  return (
    <div className="payment-actions">
      {options.map((method) => (
        <Button
          key={method}
          variant="secondary"
          onClick={() => payment.send({ type: 'payment.method.change', method })}
        >
          {i18n._(PAYMENT_METHODS[method].words.switchTo)}
        </Button>
      ))}
    </div>
  )
}
