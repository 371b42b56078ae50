/** The live shop's order pages: the calls behind an order's page (/api/v1/17shop), and its list. */
import { getOrder, listOrderMessages, sendOrderMessage } from '../../api/live-shop-v1/orders'
import { listPaymentSettings } from '../../api/live-shop-v1/store-settings'
import { listCreditCards, listCvsPayees } from '../../api/live-shop-v1/wallet'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { OrderListRow } from '../../api/schemas/order-list'
import type { Paginated } from '../../api/schemas/paginated'
import { livePaymentApi } from '../payment/live-payment-api'
import { Pager } from '../shared/pager'
import { OrderList } from './order-list'
import type { OrderShop } from './order-page'
import { methodsOf } from '../../../machines/payment/payment-methods'
import { liveShopOf } from '../shared/shops'

export const liveOrderShop: OrderShop = {
  getOrder,
  offer: {
    listPaymentSettings,
    listCreditCards,
    listCvsPayees,
    // An order pays by what its region's live checkout takes (the payment-method table).
    checkoutMethods: (of) => methodsOf(liveShopOf(of.region)),
  },
  messages: { listOrderMessages, sendOrderMessage },
  payment: livePaymentApi,
}

/** The live buyer's orders across the live shops (the marketplace's are a member's, per store). */
export function LiveOrderList({ list }: { list: Paginated<OrderListRow> }) {
  return (
    <OrderList
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
