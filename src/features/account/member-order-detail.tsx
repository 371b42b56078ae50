import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import type { OrderItem } from '../../api/schemas/order-parts'
import { formatDate } from '../../lib/date-format'
import { Price } from '../shared/store-price'
import { OrderStatusLabel, RefundMemoLabel } from './order-labels'
import { OrderPaymentFacts, OrderShippingFacts } from './member-order-facts'
import '../storefront/store.css'
import './account.css'

function ItemRow({ item, order }: { item: OrderItem; order: Order }) {
  const quantity = item.quantity
  return (
    <li className="member-order-item">
      <div className="store-thumb">
        {item.image && (
          <img src={item.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
        )}
      </div>
      <div>
        <p className="member-order-item__name">{item.product_name}</p>
        <p className="member-order-item__sku">{item.sku_name}</p>
        <p>
          <Price amount={item.price} currency={order.currency} /> × <Trans>{quantity} pcs.</Trans>
        </p>
      </div>
    </li>
  )
}

function Totals({ order }: { order: Order }) {
  const currency = order.currency
  return (
    <dl className="member-order-totals">
      <dt>
        <Trans>Items</Trans>
      </dt>
      <dd>
        <Price amount={order.amount} currency={currency} />
      </dd>
      <dt>
        <Trans>Shipping</Trans>
      </dt>
      <dd>
        <Price amount={order.shipping_fee} currency={currency} />
      </dd>
      <dt>
        <Trans>Payment fee</Trans>
      </dt>
      <dd>
        <Price amount={order.payment_fee} currency={currency} />
      </dd>
      <dt className="member-order-totals__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="member-order-totals__total">
        <Price amount={order.total_amount} currency={currency} />
      </dd>
    </dl>
  )
}

function History({ order }: { order: Order }) {
  if (order.histories.length === 0) return null
  return (
    <section aria-labelledby="order-history-title">
      <h2 id="order-history-title">
        <Trans>History</Trans>
      </h2>
      <ol className="member-order-history">
        {order.histories.map((entry, index) => (
          <li key={index}>
            <time dateTime={new Date(entry.created_at).toISOString()}>
              {formatDate(entry.created_at)}
            </time>{' '}
            <OrderStatusLabel status={entry.to} />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** One of the member's orders: what was bought, what it cost, and where payment and delivery stand. */
export function MemberOrderDetail({ order, storeSlug }: { order: Order; storeSlug: string }) {
  const { t } = useLingui()
  const number = order.slug
  const memo = order.info?.refund_memo
  return (
    <article aria-labelledby="order-title">
      <p>
        <Link to="/stores/$storeSlug/marketplace/orders" params={{ storeSlug }}>
          <Trans>Back to your orders</Trans>
        </Link>
      </p>
      <h1 id="order-title">
        <Trans>Order {number}</Trans>
      </h1>
      <dl className="member-order-facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <OrderStatusLabel status={order.status} />
        </dd>
        <dt>
          <Trans>Ordered on</Trans>
        </dt>
        <dd>{formatDate(order.created_at)}</dd>
        <dt>
          <Trans>Store</Trans>
        </dt>
        <dd>{order.store.name}</dd>
        {order.reason && (
          <>
            <dt>
              <Trans>Reason</Trans>
            </dt>
            <dd>{order.reason}</dd>
          </>
        )}
        {memo && (
          <>
            <dt>
              <Trans>Refund</Trans>
            </dt>
            <dd>
              <RefundMemoLabel memo={memo} />
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title">
          <Trans>Items</Trans>
        </h2>
        <ul className="member-order-items" aria-label={t`Items in this order`}>
          {order.items.map((item) => (
            <ItemRow key={item.id} item={item} order={order} />
          ))}
        </ul>
        <Totals order={order} />
      </section>
      <OrderPaymentFacts order={order} />
      <OrderShippingFacts order={order} />
      <History order={order} />
    </article>
  )
}
