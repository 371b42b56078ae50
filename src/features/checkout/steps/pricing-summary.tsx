import { Trans } from '@lingui/react/macro'
import type { Pricing } from '../../../../machines/checkout/checkout-types'
import { Price } from '../../shared/store-price'

/** What will be charged, as the pricing call (the same rules as checkout) answered it. */
export function PricingSummary({ pricing }: { pricing: Pricing }) {
  return (
    <dl className="checkout-summary" aria-live="polite">
      <dt>
        <Trans>Items</Trans>
      </dt>
      <dd>
        <Price amount={pricing.amount} />
      </dd>
      <dt>
        <Trans>Shipping fee</Trans>
      </dt>
      <dd>
        <Price amount={pricing.shipping_fee} />
      </dd>
      <dt>
        <Trans>Payment fee</Trans>
      </dt>
      <dd>
        <Price amount={pricing.payment_fee ?? 0} />
      </dd>
      <dt className="checkout-summary__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="checkout-summary__total">
        <Price amount={pricing.total_amount} />
      </dd>
    </dl>
  )
}
