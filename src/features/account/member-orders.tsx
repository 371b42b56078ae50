import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { OrderListRow } from '../../api/schemas/order-list'
import type { Paginated } from '../../api/schemas/paginated'
import { ButtonLink } from '../ui/button-link'
import { OrderList } from '../orders/order-list'
import { Pager } from '../shared/pager'

/** The member's orders in this store, newest first, a page at a time. */
export function MemberOrders({
  orders,
  storeSlug,
}: {
  orders: Paginated<OrderListRow>
  storeSlug: string
}) {
  return (
    <OrderList
      list={orders}
      link={(row, label) => (
        <Link
          to="/stores/$storeSlug/marketplace/orders/$orderId"
          params={{ storeSlug, orderId: String(row.id) }}
        >
          {label}
        </Link>
      )}
      empty={
        <>
          <p>
            <Trans>You have not ordered anything in this store yet.</Trans>
          </p>
          <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
            <Trans>See the products</Trans>
          </ButtonLink>
        </>
      }
      pager={<Pager meta={orders.meta} />}
    />
  )
}
