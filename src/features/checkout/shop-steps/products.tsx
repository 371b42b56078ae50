import type { Cart } from '../../../api/schemas/cart'
import type { ShopCheckout } from '../shop-checkout'
import { StepProducts } from '../step-products'

/** Step 2: the cart's items, reloaded after each change the step makes. */
export function ShopStepProducts({ cart }: { shop: ShopCheckout<never>; cart: Cart }) {
  return <StepProducts cart={cart} />
}
