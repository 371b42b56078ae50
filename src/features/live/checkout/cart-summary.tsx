import { Trans, useLingui } from '@lingui/react/macro'
import type { Cart } from '../../../api/schemas/cart'
import type { Currency } from '../../../api/schemas/common'
import { useMoney } from '../format/use-money'
import { ItemLine } from '../orders/item-line'
import '../orders/orders.css'

/** The category step today: the buyer's cart in this store, as it stands. */
export function CartSummary({ cart, currency }: { cart: Cart; currency: Currency }) {
  const { t } = useLingui()
  const money = useMoney(currency)
  if (cart.items.length === 0) {
    return (
      <p className="live-empty-state">
        <Trans>
          Your cart in this shop is empty. Add products from the liver's shop, then come back here.
        </Trans>
      </p>
    )
  }
  const subtotal = cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  return (
    <section className="live-order-section" aria-labelledby="checkout-cart-title">
      <h2 id="checkout-cart-title">
        <Trans>Your cart</Trans>
      </h2>
      <ul className="live-item-lines" aria-label={t`Cart items`}>
        {cart.items.map((item) => (
          <ItemLine
            key={item.id}
            productName={item.product_name}
            skuName={item.sku_name}
            price={money.amount(item.price)}
            quantity={item.quantity}
            note={
              item.status_changes && (
                <span className="live-checkout-cart__changed">
                  <Trans>Changed since you added it</Trans>
                </span>
              )
            }
          />
        ))}
      </ul>
      <p className="live-checkout-cart__subtotal">
        <Trans>Subtotal: {money.amount(subtotal)}</Trans>
      </p>
    </section>
  )
}
