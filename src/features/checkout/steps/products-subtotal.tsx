import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { CartItem } from '../../../api/schemas/cart'
import { Price } from '../../shared/store-price'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { useCheckoutActor } from '../actor/checkout-context'

/**
 * The ticked items' subtotal as the shop computes it (the checkout machine asks for it). While the
 * answer is awaited the browser's own sum stands in, marked as such; a failed or unusable answer
 * is said, with a retry, and never replaced by the browser's sum.
 */
export function ProductsSubtotal({ ticked }: { ticked: readonly CartItem[] }) {
  const actor = useCheckoutActor()
  const subtotal = useSelector(actor, (s) => s.context.subtotal)
  if (subtotal.status === 'none') return null
  if (subtotal.status === 'failed') {
    return (
      <Alert
        tone="danger"
        action={
          <Button
            variant="secondary"
            onClick={() => actor.send({ type: 'checkout.subtotal.retry' })}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>We could not get the subtotal from the shop. Your choices are kept.</Trans>
      </Alert>
    )
  }
  const asking = subtotal.status === 'asking'
  const estimate = ticked.reduce((sum, item) => sum + item.price * item.quantity, 0)
  return (
    <dl className="checkout-summary" aria-live="polite" aria-busy={asking || undefined}>
      <dt className="checkout-summary__total">
        <Trans>Subtotal</Trans>
      </dt>
      <dd className="checkout-summary__total">
        <Price amount={asking ? estimate : subtotal.amount} />
        {asking && (
          <span className="checkout-choice__note">
            {' '}
            <Trans>(calculating…)</Trans>
          </span>
        )}
      </dd>
    </dl>
  )
}
