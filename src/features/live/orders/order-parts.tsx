import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../api/schemas/order'
import { formatMoney } from '../../../lib/money'
import { ItemLine } from './item-line'
import './orders.css'

/** What was bought. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="live-item-lines" aria-label={t`Items`}>
      {order.items.map((item) => (
        <ItemLine
          key={item.id}
          productName={item.product_name}
          skuName={item.sku_name}
          price={formatMoney(item.price, order.currency, i18n.locale)}
          quantity={item.quantity}
        />
      ))}
    </ul>
  )
}

export function OrderTotals({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.locale)
  return (
    <dl className="live-order-totals">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{money(order.amount)}</dd>
      <dt>
        <Trans>Shipping</Trans>
      </dt>
      <dd>{money(order.shipping_fee)}</dd>
      <dt>
        <Trans>Payment fee</Trans>
      </dt>
      <dd>{money(order.payment_fee)}</dd>
      <dt className="live-order-totals__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="live-order-totals__total">{money(order.total_amount)}</dd>
    </dl>
  )
}
