import { useEffect, useEffectEvent, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Order } from '../../api/schemas/order'
import { useGetHttp } from '../shared/use-http'
import type { PaymentReturn } from '../payment/payment-return-search'
import { OrderPaymentPanel } from '../payment/order-payment-panel'
import type { PaymentShopApi } from '../payment/payment-effects'
import type { PaymentOffer } from '../payment/unpaid-order-payment'
import { OrderDetail } from './order-detail'
import { OrderMessages } from './order-messages'
import type { OrderMessagesApi } from './use-order-messages'

/** A shop's calls behind its order page. */
export interface OrderShop {
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
  clearReturn,
}: {
  shop: OrderShop
  data: OrderPageData
  back: ReactNode
  paypay?: ReactNode
  returned: PaymentReturn
  clearReturn: () => void
}) {
  const router = useRouter()
  const getHttp = useGetHttp()
  const { order, offer } = data
  // A provider's return is told to the payment run first (a child's effect runs before this
  // one), then dropped from the address, so a reload or Back does not report it again.
  const returnedNow = returned.payment === 'returned'
  const clear = useEffectEvent(clearReturn)
  useEffect(() => {
    if (returnedNow) clear()
  }, [returnedNow])
  return (
    <OrderDetail
      order={order}
      back={back}
      payment={
        offer && (
          <OrderPaymentPanel
            order={order}
            offer={offer}
            api={shop.payment}
            getHttp={getHttp}
            returned={returned}
            onOrderChanged={() => router.invalidate()}
            paypay={paypay}
          />
        )
      }
      messages={<OrderMessages api={shop.messages} orderId={order.id} />}
    />
  )
}
