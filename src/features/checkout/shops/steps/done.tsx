import type { PaymentReturn } from '../../../payment/payment-return-search'
import { usePaymentReturn } from '../../actor/payment-return'
import type { ShopCheckout } from '../shop-checkout'
import { StepDone, type DoneOrder } from '../../steps/step-done'

/**
 * The last step: the placed order, how it is paid or is to be paid, the order's page and the way
 * back to the shop. A provider (3-D Secure, PayUni) sends the buyer back here with the return in
 * the query.
 */
export function ShopStepDone({
  shop,
  orderId,
  search,
  order,
}: {
  shop: ShopCheckout<never>
  orderId: string
  search: PaymentReturn
  order: DoneOrder
}) {
  usePaymentReturn(orderId, search)
  const { OrderLink } = shop
  return (
    <StepDone
      order={order}
      orderLink={OrderLink && <OrderLink orderId={orderId} />}
      continueLink={<shop.ShopLink purpose="continue" />}
    />
  )
}
