import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderListRow } from '../../api/schemas/order-list'
import type { Paginated } from '../../api/schemas/paginated'
import { Price } from '../shared/store-price'
import { DateTime } from '../shared/date-time'
import { Fact } from './fact'
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, paymentTypeLabel } from './order-labels'
import './orders.css'

function ItemsSummary({ row }: { row: OrderListRow }) {
  const [first, ...rest] = row.items
  if (!first) return null
  const firstName = first.product_name
  const more = rest.length
  return (
    <p className="order-row__items">
      {more === 0 ? (
        firstName
      ) : (
        <Trans>
          {firstName} and {more} more
        </Trans>
      )}
    </p>
  )
}

function OrderRow({ row, link }: { row: OrderListRow; link: OrderLink }) {
  const { i18n } = useLingui()
  const number = row.slug
  return (
    <li className="order-row">
      <p className="order-row__title">
        {link(row, <Trans>Order {number}</Trans>)}
        <span className="order-row__store">
          <bdi>{row.store_name}</bdi>
        </span>
      </p>
      <ItemsSummary row={row} />
      <dl className="order-facts">
        {row.created_at && (
          <Fact label={<Trans>Ordered</Trans>}>
            <DateTime value={row.created_at} />
          </Fact>
        )}
        <Fact label={<Trans>Total</Trans>}>
          <Price amount={row.total_amount} currency={row.currency} />
        </Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(ORDER_STATUS_LABELS[row.status])}</Fact>
        {row.payment && (
          <Fact label={<Trans>Payment</Trans>}>
            {i18n._(paymentTypeLabel(row.payment.type))} ·{' '}
            {i18n._(PAYMENT_STATUS_LABELS[row.payment.status])}
          </Fact>
        )}
      </dl>
    </li>
  )
}

/** The link to one order's page (each shop has its own route), around `label`. */
export type OrderLink = (row: OrderListRow, label: ReactNode) => ReactNode

/** The buyer's orders, newest first, a page at a time, in either shop. */
export function OrderList({
  list,
  link,
  empty,
  pager,
  aside,
}: {
  list: Paginated<OrderListRow>
  link: OrderLink
  /** Where else the buyer may go from their orders (the live shop's wallet). */
  aside?: ReactNode
  /** What a buyer with no orders here reads, and where they may go. */
  empty: ReactNode
  pager: ReactNode
}) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="order-list-title">
      <h1 id="order-list-title">
        <Trans>Your orders</Trans>
      </h1>
      {aside}
      {list.data.length === 0 ? (
        <div className="order-empty">{empty}</div>
      ) : (
        <>
          <ul className="order-rows" aria-label={t`Orders`}>
            {list.data.map((row) => (
              <OrderRow key={row.id} row={row} link={link} />
            ))}
          </ul>
          {pager}
        </>
      )}
    </section>
  )
}
