import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import * as v from 'valibot'
import { isApiError } from '../../../../../api/client/results'
import { PaymentReturnSearch } from '../../../../../features/payment/payment-return-search'
import { marketplaceOrderShop } from '../../../../../features/orders/marketplace-order-shop'
import { loadOrderPageOf } from '../../../../../features/orders/load-order-page'
import { GuestOrderChoice } from '../../../../../features/orders/guest-order-choice'
import { OrderPage } from '../../../../../features/orders/order-page'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { ButtonLink } from '../../../../../features/ui/button-link'
import {
  claimGuestOrder,
  claimWaits,
  offersGuestOrder,
  retryGuestClaim,
} from '../../../../../features/visitor/visitor-wait'
import { keptClaimKey } from '../../../../../features/visitor/guest-claim-key'
import { GuestOrderUnreachable } from '../../../../../features/orders/guest-order-unreachable'
import { whileWholePageWaits } from '../../../../../features/shared/global-loading'
import { requireBuyer } from '../../-member-guard'
import { pageHead } from '../../../../-page-title'
import { orderTitle } from '../../../../../features/orders/order-titles'
import { pathIdOf } from '../../../../../lib/ids'

/** A guest's order e-mail links here with `key` (docs/api.md#guest-order-links). */
const OrderSearch = v.object({
  ...PaymentReturnSearch.entries,
  key: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))), undefined),
})

// A provider (3-D Secure) sends the buyer back here with the return in the query.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders/$orderId')({
  validateSearch: OrderSearch,
  beforeLoad: async (args) => {
    const { params, search, context } = args
    // An id that is not one, or an order that is not this member's, is not found.
    const orderId = pathIdOf(params.orderId)
    if (orderId === undefined) {
      throw redirect({ to: '/error/not-found', search: { store: params.storeSlug }, replace: true })
    }
    const { key } = search
    if (key !== undefined) {
      // The e-mail's key becomes this browser's guest session, or an offer a member or another
      // guest chooses on this page; then it leaves the address.
      // The whole page waits for the session it will be read with: the global loading flag.
      await whileWholePageWaits(context.boot, () => claimGuestOrder(context.visitor, orderId, key))
      throw redirect({
        to: '/stores/$storeSlug/marketplace/orders/$orderId',
        params,
        search: { ...search, key: undefined },
        replace: true,
      })
    }
    // A link that failed for now is not a refused one: no login, the page offers "Try again".
    if (claimWaits(context.visitor.getSnapshot(), orderId)) return
    // After a reload the key is no longer in the address: the one kept in this tab is tried.
    const kept = keptClaimKey(orderId)
    if (kept !== undefined) {
      await whileWholePageWaits(context.boot, () => claimGuestOrder(context.visitor, orderId, kept))
      if (claimWaits(context.visitor.getSnapshot(), orderId)) return
    }
    await requireBuyer(args)
  },
  loader: async ({ context, params }) => {
    // Nothing is read as the session this browser holds until its owner has chosen.
    if (offersGuestOrder(context.visitor.getSnapshot(), Number(params.orderId))) return null
    if (claimWaits(context.visitor.getSnapshot(), Number(params.orderId))) return 'unreachable'
    try {
      return await loadOrderPageOf(
        marketplaceOrderShop,
        await context.getHttp(),
        Number(params.orderId),
      )
    } catch (error) {
      if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
        throw redirect({
          to: '/error/not-found',
          search: { store: params.storeSlug },
          replace: true,
        })
      }
      throw error
    }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, orderTitle(typeof loaderData === 'object' ? loaderData?.order : undefined)),
  pendingComponent: StoreLoading,
  component: OrderRoute,
})

function OrderRoute() {
  const { storeSlug, orderId } = Route.useParams()
  const { visitor } = Route.useRouteContext()
  const router = useRouter()
  const navigate = Route.useNavigate()
  const data = Route.useLoaderData()
  const returned = Route.useSearch()
  // A guest has no order list: their way on is the shop.
  const member = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  if (data === 'unreachable') {
    const id = Number(orderId)
    return (
      <GuestOrderUnreachable
        visitor={visitor}
        orderId={id}
        onRetry={async () => {
          await retryGuestClaim(visitor, id)
          return router.invalidate()
        }}
      />
    )
  }
  if (data === null) {
    const event = { orderId: Number(orderId) }
    return (
      <GuestOrderChoice
        visitor={visitor}
        orderId={event.orderId}
        onOpen={() => {
          visitor.send({ type: 'visitor.guest.offer.accept', ...event })
          return router.invalidate()
        }}
        onStay={() => {
          visitor.send({ type: 'visitor.guest.offer.decline', ...event })
          return navigate({ to: '/stores/$storeSlug/marketplace', params: { storeSlug } })
        }}
      />
    )
  }
  return (
    <OrderPage
      shop={marketplaceOrderShop}
      data={data}
      returned={returned}
      back={
        member ? (
          <ButtonLink
            to="/stores/$storeSlug/marketplace/orders"
            params={{ storeSlug }}
            variant="secondary"
          >
            <Trans>Back to your orders</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink
            to="/stores/$storeSlug/marketplace"
            params={{ storeSlug }}
            variant="secondary"
          >
            <Trans>Continue shopping</Trans>
          </ButtonLink>
        )
      }
    />
  )
}
