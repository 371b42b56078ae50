/**
 * Each checkout step's screen for a shop, from its description: the step screens are every
 * shop's, and what differs (the way back to the shop, the order's page, a notice, the kind of
 * address) is the description's. The step routes render these and nothing else.
 */
import type { Cart } from '../../api/schemas/cart'
import type { PaymentReturn } from '../payment/payment-return-search'
import { usePaymentReturn } from './payment-return'
import type { ShopCheckout } from './shop-checkout'
import { StepCategory } from './step-category'
import { StepDone, type DoneOrder } from './step-done'
import { StepProducts } from './step-products'
import { StepShippingAndPayment, type ShippingAndPaymentData } from './step-shipping-and-payment'
import { TwAddressChoices } from './tw-address-choices'

/** Any shop: a screen reads its links and its kind of address, never its store. */
type Shop = ShopCheckout<never>

/** Step 1: the cart's categories to choose from, and the way back to the shop when it is empty. */
export function ShopStepCategory({ shop, cart }: { shop: Shop; cart: Cart }) {
  return <StepCategory cart={cart} shopLink={<shop.ShopLink purpose="browse" />} />
}

/** Step 2: the cart's items, reloaded after each change the step makes. */
export function ShopStepProducts({ cart }: { shop: Shop; cart: Cart }) {
  return <StepProducts cart={cart} />
}

/** Step 3: shipping, address, payment and contact, with the shop's kind of address. */
export function ShopStepShippingAndPayment({
  shop,
  data,
}: {
  shop: Shop
  data: ShippingAndPaymentData
}) {
  const { Notice } = shop
  return (
    <StepShippingAndPayment
      data={data}
      addressChoices={
        shop.addressKind === 'tw'
          ? (invalid) => <TwAddressChoices addresses={data.twAddresses ?? []} invalid={invalid} />
          : undefined
      }
      notice={Notice && <Notice />}
    />
  )
}

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
  shop: Shop
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
