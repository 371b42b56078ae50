import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ButtonLink } from '../ui/button-link'
import { Alert } from '../ui/alert'
import { stateOf, useCheckoutActor } from './checkout-actor'
import { PricingSummary } from './pricing-summary'
import { useCheckoutStep } from './use-checkout-step'
import './checkout.css'

/**
 * Step 4: the order exists. Its number, what it costs and what happens next; the totals are the
 * ones priced when it was placed (the checkout charges by the same rules).
 */
export function StepDone({ storeSlug }: { storeSlug: string }) {
  const actor = useCheckoutActor()
  useCheckoutStep('done')
  const context = useSelector(actor, (s) => s.context)
  const state = useSelector(actor, stateOf)
  const orderId = context.orderId
  if (orderId === null) return null
  const onDelivery = context.payment?.type === 'custom_cod'
  return (
    <section className="checkout-step" aria-labelledby="checkout-done-title">
      <h2 id="checkout-done-title">
        <Trans>Thank you for your order</Trans>
      </h2>
      <Alert tone="success">
        <Trans>Your order number is {orderId}.</Trans>
      </Alert>
      {context.pricing && <PricingSummary pricing={context.pricing} />}
      {onDelivery ? (
        <p>
          <Trans>
            The store will prepare and send your parcel. Pay the total to the delivery person when
            it arrives. A confirmation has been sent to your e-mail address.
          </Trans>
        </p>
      ) : (
        state === 'paying' && (
          <p>
            <Trans>The payment of this order is not finished yet.</Trans>
          </p>
        )
      )}
      <div className="checkout-actions">
        <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
          <Trans>Continue shopping</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
