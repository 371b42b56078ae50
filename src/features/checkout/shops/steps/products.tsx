import type { Cart } from '../../../../api/schemas/cart'
import type { ShopCheckout } from '../shop-checkout'
import { StepProducts } from '../../steps/step-products'
import { cartFingerprint } from '../../steps/cart-fingerprint'
import { useStreamFollower, type NetworkActor } from '../../../shared/use-stream-follower'

/** How a live shop's products step follows the stream: the cart read again, on the page's network. */
export interface CartFollowing {
  read: () => Promise<Cart>
  network: NetworkActor
}

/**
 * Step 2: the cart's items, reloaded after each change the step makes. A live shop's cart also
 * follows the stream while the step is open: a line that sells out or leaves its sale window is
 * marked so, and Next cannot order it, without a reload.
 */
export function ShopStepProducts({
  cart,
  follow,
}: {
  shop: ShopCheckout<never>
  cart: Cart
  follow?: CartFollowing
}) {
  if (!follow) return <StepProducts cart={cart} />
  return <FollowedStepProducts cart={cart} follow={follow} />
}

function FollowedStepProducts({ cart, follow }: { cart: Cart; follow: CartFollowing }) {
  const { answer } = useStreamFollower(cart, follow.read, follow.network, cartFingerprint)
  return <StepProducts cart={answer} />
}
