import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../api/schemas/order'
import { formatMoney } from '../format/money'
import './orders.css'

/** What was bought: names as the seller wrote them, rendered as text. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="order-items" aria-label={t`Items`}>
      {order.items.map((item) => (
        <li key={item.id}>
          <span className="order-item__name">
            {item.product_name}
            <span className="order-item__sku">{item.sku_name}</span>
          </span>
          <span>
            {formatMoney(item.price, order.currency, i18n.locale)}
            <span className="order-item__sku">
              <Trans>Qty {item.quantity}</Trans>
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export function OrderTotals({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.locale)
  return (
    <dl className="order-totals">
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
      <dt className="order-totals__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="order-totals__total">{money(order.total_amount)}</dd>
    </dl>
  )
}
