import { Trans } from '@lingui/react/macro'
import type * as v from 'valibot'
import { usePaymentReturn } from './payment-return'
import { StepDone, type DoneOrder } from './step-done'
import { ButtonLink } from '../ui/button-link'
import type { LiveReturnSearch } from '../live/guards/live-search'

/**
 * The last step of either live checkout (Japan, Taiwan): the placed order, how it is paid or is
 * to be paid, a link to the order's page and, when the link named the liver, back to the shop.
 * A provider (3-D Secure, PayUni) sends the buyer back here with the return in the query.
 */
export function LiveStepDone({
  orderId,
  search,
  order,
}: {
  orderId: string
  search: v.InferOutput<typeof LiveReturnSearch>
  order: DoneOrder
}) {
  usePaymentReturn(orderId, search)
  return (
    <StepDone
      order={order}
      orderLink={
        <ButtonLink to="/17shop/orders/$orderId" params={{ orderId }} variant="secondary">
          <Trans>Order details</Trans>
        </ButtonLink>
      }
      continueLink={
        search.liver_id !== undefined && (
          <ButtonLink
            to="/17shop/buyer/livers/$liverId"
            params={{ liverId: String(search.liver_id) }}
          >
            <Trans>Continue shopping</Trans>
          </ButtonLink>
        )
      }
    />
  )
}
