import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderListRow } from '../../../api/schemas/order-list'
import type { Paginated } from '../../../api/schemas/paginated'
import { formatMoney } from '../../../lib/money'
import { Pager } from '../paging/pager'
import { displayTime } from './display-time'
import { Fact } from './fact'
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from './status-labels'
import './orders.css'

function OrderRow({ row }: { row: OrderListRow }) {
  const { i18n } = useLingui()
  const items = row.items.map((item) => item.product_name).join(', ')
  return (
    <li className="live-order-row">
      <Link
        to="/17shop/orders/$orderId"
        params={{ orderId: String(row.id) }}
        className="live-order-row__link"
      >
        <span className="live-order-row__title">
          <Trans>Order {row.slug}</Trans>
        </span>
        <span className="live-order-row__store">{row.store_name}</span>
      </Link>
      {items && <p className="live-order-row__items">{items}</p>}
      <dl className="live-order-facts">
        {row.created_at && (
          <Fact label={<Trans>Ordered</Trans>}>{displayTime(row.created_at)}</Fact>
        )}
        <Fact label={<Trans>Total</Trans>}>
          {formatMoney(row.total_amount, row.currency, i18n.locale)}
        </Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(ORDER_STATUS_LABELS[row.status])}</Fact>
        {row.payment && (
          <Fact label={<Trans>Payment</Trans>}>
            {i18n._(PAYMENT_TYPE_LABELS[row.payment.type])} ·{' '}
            {i18n._(PAYMENT_STATUS_LABELS[row.payment.status])}
          </Fact>
        )}
      </dl>
    </li>
  )
}

/** The buyer's live-shop orders, newest first, a page at a time. */
export function OrderList({ list }: { list: Paginated<OrderListRow> }) {
  const { t } = useLingui()
  return (
    <>
      <h1>
        <Trans>Your orders</Trans>
      </h1>
      {list.data.length === 0 ? (
        <p className="live-empty-state">
          <Trans>You have not ordered anything in the live shops yet.</Trans>
        </p>
      ) : (
        <>
          <ul className="live-order-rows" aria-label={t`Orders`}>
            {list.data.map((row) => (
              <OrderRow key={row.id} row={row} />
            ))}
          </ul>
          <Pager meta={list.meta} />
        </>
      )}
    </>
  )
}
