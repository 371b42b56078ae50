import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import type { OrderItem } from '../../api/schemas/order-parts'
import { useMoney } from '../shared/store-price'
import { PRINTIO_ITEM_LABELS } from './order-labels'
import './orders.css'

function ItemRow({ item, order }: { item: OrderItem; order: Order }) {
  const { i18n } = useLingui()
  const quantity = item.quantity
  const price = useMoney(order.currency).amount(item.price)
  return (
    <li className="order-item">
      <div className="order-item__picture">
        {item.image && (
          <img src={item.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="order-item__body">
        <p className="order-item__name">
          <bdi>{item.product_name}</bdi>
        </p>
        <p className="order-item__detail">
          <bdi>{item.sku_name}</bdi>
        </p>
        {item.printio_shipping_status && (
          <p className="order-item__detail">
            {i18n._(PRINTIO_ITEM_LABELS[item.printio_shipping_status])}
          </p>
        )}
      </div>
      <p className="order-item__amount">
        {price}
        <span className="order-item__detail">
          <Trans>Qty {quantity}</Trans>
        </span>
      </p>
    </li>
  )
}

/** What was bought, with pictures, names as the seller wrote them, price and quantity. */
export function OrderItemList({ order }: { order: Order }) {
  const { t } = useLingui()
  return (
    <ul className="order-items" aria-label={t`Items in this order`}>
      {order.items.map((item) => (
        <ItemRow key={item.id} item={item} order={order} />
      ))}
    </ul>
  )
}

/** What the order costs: items, shipping, payment fee and the total, in its currency. */
export function OrderTotals({ order }: { order: Order }) {
  const money = useMoney(order.currency).amount
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

/** The items section of an order's page. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section className="order-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title">
        <Trans>Items</Trans>
      </h2>
      <OrderItemList order={order} />
      <OrderTotals order={order} />
    </section>
  )
}
