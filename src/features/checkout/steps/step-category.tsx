import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { Cart } from '../../../api/schemas/cart'
import type { GoodsCategory } from '../../../../machines/checkout/checkout-types'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { StoreCart } from '../../storefront/store-cart'
import { resumeUnpaidOrder } from '../actor/checkout-storage'
import { useCheckoutActor, useCheckoutPlace, useUnpaidOrderId } from '../actor/checkout-context'
import { categoryOf } from './goods-category'
import { useLeavingStep } from './use-checkout-step'
import { stepPathOf } from '../actor/checkout-routes'
import { knownItemsOf, useCheckoutKnown } from '../actor/use-checkout-known'
import '../checkout.css'

/**
 * An order this tab placed and left unpaid when the buyer came back to the cart: it is not lost,
 * and paying it is one press away, while the new checkout goes on here.
 */
function UnpaidOrderNotice() {
  const place = useCheckoutPlace()
  const orderId = useUnpaidOrderId()
  if (orderId === null) return null
  // This checkout's own done step (whichever shop), the page's query kept.
  const doneUrl = `${stepPathOf(window.location.pathname, 'done', orderId)}${window.location.search}`
  return (
    <Alert
      tone="warning"
      title={<Trans>Order {orderId} is waiting for your payment</Trans>}
      action={
        <Button variant="secondary" onClick={() => resumeUnpaidOrder(place, doneUrl)}>
          <Trans>Pay for order {orderId}</Trans>
        </Button>
      }
    >
      <Trans>
        It is placed but not paid yet. Pay for it now, or go on with a new order from your cart
        below.
      </Trans>
    </Alert>
  )
}

/**
 * Step 1: the cart, then normal or print-on-demand goods; only categories the cart holds can be
 * chosen.
 */
export function StepCategory({
  cart,
  shopLink,
}: {
  cart: Cart
  /** The way back to the shop's products (for an empty cart). */
  shopLink: ReactNode
}) {
  const { t } = useLingui()
  const actor = useCheckoutActor()
  const leaving = useLeavingStep('category')
  useCheckoutKnown({ items: knownItemsOf(cart) })
  const chosen = useSelector(actor, (s) => s.context.category)
  const counts = { normal: 0, printio: 0 }
  for (const item of cart.items) counts[categoryOf(item)] += 1

  // The cart as it stands comes first: what there is to order (or that there is nothing yet).
  const summary = (
    <>
      <UnpaidOrderNotice />
      <StoreCart cart={cart} emptyAction={shopLink} />
    </>
  )
  if (cart.items.length === 0) return summary

  const options: { category: GoodsCategory; label: string }[] = [
    { category: 'normal', label: t`Regular goods` },
    { category: 'printio', label: t`Print-on-demand goods` },
  ]
  return (
    <div className="checkout-step">
      {summary}
      <section className="checkout-step" aria-labelledby="checkout-category-title">
        <h2 id="checkout-category-title">
          <Trans>What would you like to order?</Trans>
        </h2>
        <fieldset className="checkout-choices">
          <legend>
            <Trans>Print-on-demand goods are ordered separately from other goods.</Trans>
          </legend>
          {options.map(({ category, label }) => {
            const count = counts[category]
            return (
              <label key={category} className="checkout-choice">
                <input
                  type="radio"
                  name="checkout-category"
                  checked={chosen === category}
                  disabled={count === 0}
                  onChange={() => actor.send({ type: 'checkout.category.choose', category })}
                />
                <span className="checkout-choice__body">
                  <span>{label}</span>
                  <span className="checkout-choice__note">
                    <Plural value={count} one="# item in your cart" other="# items in your cart" />
                  </span>
                </span>
              </label>
            )
          })}
        </fieldset>
        <div className="checkout-actions">
          <Button
            loading={leaving}
            aria-disabled={chosen === null || undefined}
            onClick={() => actor.send({ type: 'checkout.next' })}
          >
            <Trans>Next</Trans>
          </Button>
        </div>
      </section>
    </div>
  )
}
