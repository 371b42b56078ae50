import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { OrderListRow } from '../../api/schemas/order-list'
import type { Paginated } from '../../api/schemas/paginated'
import { OrderList as Orders } from './order-list'
import { Pager } from '../live/paging/pager'

/** The buyer's live-shop orders, newest first, a page at a time. */
export function OrderList({ list }: { list: Paginated<OrderListRow> }) {
  return (
    <Orders
      list={list}
      link={(row, label) => (
        <Link to="/17shop/orders/$orderId" params={{ orderId: String(row.id) }}>
          {label}
        </Link>
      )}
      empty={
        <p>
          <Trans>You have not ordered anything in the live shops yet.</Trans>
        </p>
      }
      pager={<Pager meta={list.meta} />}
      aside={
        <p>
          <Link to="/17shop/wallet">
            <Trans>Your saved cards and payees</Trans>
          </Link>
        </p>
      }
    />
  )
}
