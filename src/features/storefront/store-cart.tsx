import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Cart, CartItem } from '../../api/schemas/cart'
import { ChangeNote } from '../shared/change-note'
import { Price } from '../shared/store-price'
import './store.css'

function CartRow({ item }: { item: CartItem }) {
  const image = item.sku.images[0]
  const quantity = item.quantity
  return (
    <li className="cart-row">
      <div className="store-thumb">
        {image && (
          <img src={image.url} alt="" width={96} height={96} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="cart-row__body">
        <p className="cart-row__name">
          <bdi>{item.product_name}</bdi>
        </p>
        <p className="cart-row__sku">
          <bdi>{item.sku_name}</bdi>
        </p>
        <p className="cart-row__numbers">
          <Price amount={item.price} /> × <Trans>{quantity} pcs.</Trans>
        </p>
        {item.status_changes && (
          <ul className="cart-row__changes">
            {item.status_changes.map((change) => (
              <li key={change}>
                <ChangeNote change={change} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="cart-row__total">
        <Price amount={item.price * item.quantity} />
      </p>
    </li>
  )
}

/**
 * The visitor's cart in this store, as checkout starts from it. Prices are those of the cart's
 * snapshot; what is charged comes from the pricing call of the checkout steps.
 */
export function StoreCart({ cart, emptyAction }: { cart: Cart; emptyAction: ReactNode }) {
  const { t } = useLingui()
  if (cart.items.length === 0) {
    return (
      <div className="store-empty">
        <p>
          <Trans>Your cart in this store is empty.</Trans>
        </p>
        {emptyAction}
      </div>
    )
  }
  const subtotal = cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  const count = cart.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <section aria-labelledby="store-cart-title">
      <h2 id="store-cart-title">
        <Trans>Your cart</Trans>
      </h2>
      <ul className="cart-list" aria-label={t`Items in your cart`}>
        {cart.items.map((item) => (
          <CartRow key={item.id} item={item} />
        ))}
      </ul>
      <dl className="cart-summary">
        <dt>
          <Trans>Items</Trans>
        </dt>
        <dd>{count}</dd>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>
          <Price amount={subtotal} />
        </dd>
      </dl>
      <p className="cart-note">
        <Trans>Shipping and payment fees are added in the next steps.</Trans>
      </p>
    </section>
  )
}
