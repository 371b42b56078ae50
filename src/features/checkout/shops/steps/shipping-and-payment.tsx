import type { ShopCheckout } from '../shop-checkout'
import {
  StepShippingAndPayment,
  type ShippingAndPaymentData,
} from '../../steps/step-shipping-and-payment'
import { TwAddressChoices } from '../../address/tw-address-choices'

/** Step 3: shipping, address, payment and contact, with the shop's kind of address. */
export function ShopStepShippingAndPayment({
  shop,
  data,
}: {
  shop: ShopCheckout<never>
  data: ShippingAndPaymentData
}) {
  const { Notice } = shop
  return (
    <StepShippingAndPayment
      data={data}
      addressChoices={
        shop.addressKind === 'tw'
          ? (invalid, tried) => (
              <TwAddressChoices
                addresses={data.twAddresses ?? []}
                invalid={invalid}
                tried={tried}
              />
            )
          : undefined
      }
      notice={Notice && <Notice />}
    />
  )
}
