import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderListRow } from '../../api/schemas/order-list'
import type { Paginated } from '../../api/schemas/paginated'
import { formatDate } from '../../lib/date-format'
import { ButtonLink } from '../ui/button-link'
import { Price } from '../shared/store-price'
import { isPastTheEnd, PastTheEnd, StorePager } from '../storefront/store-pager'
import { OrderStatusLabel, PaymentStatusLabel, PaymentTypeLabel } from './order-labels'
import './account.css'

function ItemsSummary({ row }: { row: OrderListRow }) {
  const [first, ...rest] = row.items
  if (!first) return null
  const firstName = first.product_name
  const more = rest.length
  return more === 0 ? (
    <>{firstName}</>
  ) : (
    <Trans>
      {firstName} and {more} more
    </Trans>
  )
}

function OrderRow({ row, storeSlug }: { row: OrderListRow; storeSlug: string }) {
  const number = row.slug
  return (
    <li className="member-order-row">
      <p className="member-order-row__title">
        <Link
          to="/stores/$storeSlug/marketplace/orders/$orderId"
          params={{ storeSlug, orderId: String(row.id) }}
        >
          <Trans>Order {number}</Trans>
        </Link>
      </p>
      {row.created_at && <p className="member-order-row__date">{formatDate(row.created_at)}</p>}
      <p>
        <ItemsSummary row={row} />
      </p>
      <dl className="member-order-row__facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <OrderStatusLabel status={row.status} />
        </dd>
        {row.payment && (
          <>
            <dt>
              <Trans>Payment</Trans>
            </dt>
            <dd>
              <PaymentTypeLabel type={row.payment.type} />
              {' · '}
              <PaymentStatusLabel status={row.payment.status} />
            </dd>
          </>
        )}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>
          <Price amount={row.total_amount} currency={row.currency} />
        </dd>
      </dl>
    </li>
  )
}

/** The member's orders in this store, newest first, a page at a time. */
export function MemberOrders({
  orders,
  storeSlug,
}: {
  orders: Paginated<OrderListRow>
  storeSlug: string
}) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="member-orders-title">
      <h1 id="member-orders-title">
        <Trans>Your orders</Trans>
      </h1>
      {isPastTheEnd(orders) ? (
        <PastTheEnd meta={orders.meta} />
      ) : orders.data.length === 0 ? (
        <div className="account-empty">
          <p>
            <Trans>You have not ordered anything in this store yet.</Trans>
          </p>
          <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
            <Trans>See the products</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className="member-order-list" aria-label={t`Orders`}>
          {orders.data.map((row) => (
            <OrderRow key={row.id} row={row} storeSlug={storeSlug} />
          ))}
        </ul>
      )}
      <StorePager meta={orders.meta} />
    </section>
  )
}
