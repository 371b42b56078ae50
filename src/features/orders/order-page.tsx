import { lazy, useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Http } from '../../api/http'
import type { Order } from '../../api/schemas/order'
import { useGetHttp } from '../shared/use-http'
import type { PaymentReturn } from '../payment/payment-return-search'
import { useDropPaymentReturn } from '../payment/use-drop-payment-return'
import type { PaymentShopApi } from '../payment/payment-effects'
import type { PaymentOfferApi } from '../payment/payment-offer'
import type { PaymentOffer } from '../payment/unpaid-order-payment'
import { OrderDetail } from './order-detail'
import type { OrderMessagesApi } from './use-order-messages'
import { LazyPart } from '../ui/lazy-part'

// Paying and the message thread show below the order: their code loads after the order shows.
const OrderPaymentPanel = lazy(() =>
  import('../payment/order-payment-panel').then((m) => ({ default: m.OrderPaymentPanel })),
)
const OrderMessages = lazy(() =>
  import('./order-messages').then((m) => ({ default: m.OrderMessages })),
)

/** A shop's calls behind its order page. */
export interface OrderShop {
  /** The buyer's order; rejects as the API does (404 for another buyer's or none). */
  getOrder(http: Http, orderId: number): Promise<Order>
  /** What an unpaid order may be paid with: this shop's settings, saved cards and methods. */
  offer: PaymentOfferApi
  messages: OrderMessagesApi
  payment: PaymentShopApi
}

export interface OrderPageData {
  order: Order
  /** How the order may be paid, when it is unpaid. */
  offer: PaymentOffer | null
}

/** An order's page in either shop: the whole order, paying what is unpaid, the messages. */
export function OrderPage({
  shop,
  data,
  back,
  paypay,
  returned,
}: {
  shop: OrderShop
  data: OrderPageData
  back: ReactNode
  paypay?: ReactNode
  returned: PaymentReturn
}) {
  const router = useRouter()
  const getHttp = useGetHttp()
  const { order, offer } = data
  // A provider's return (3-D Secure, PayPay) is dropped from the address at once, so a reload or
  // Back does not report it again; the payment part, whose code loads after that, is handed the
  // return as the page first saw it, for this order.
  const [firstSeen] = useState(() => ({ orderId: order.id, returned }))
  const handedOver = firstSeen.orderId === order.id ? firstSeen.returned : {}
  const returnedNow = returned.payment === 'returned'
  const clear = useEffectEvent(useDropPaymentReturn())
  useEffect(() => {
    if (returnedNow) clear()
  }, [returnedNow])
  return (
    <OrderDetail
      order={order}
      back={back}
      payment={
        offer && (
          <LazyPart minHeight="12rem">
            <OrderPaymentPanel
              order={order}
              offer={offer}
              api={shop.payment}
              getHttp={getHttp}
              returned={handedOver}
              onOrderChanged={() => router.invalidate()}
              paypay={paypay}
            />
          </LazyPart>
        )
      }
      messages={
        <LazyPart minHeight="14rem">
          <OrderMessages api={shop.messages} orderId={order.id} />
        </LazyPart>
      }
    />
  )
}
