import type { Cart } from '../../../../api/schemas/cart'
import type { ShopCheckout } from '../shop-checkout'
import { StepCategory } from '../../steps/step-category'

/** Step 1: the cart's categories to choose from, and the way back to the shop when it is empty. */
export function ShopStepCategory({ shop, cart }: { shop: ShopCheckout<never>; cart: Cart }) {
  return <StepCategory cart={cart} shopLink={<shop.ShopLink purpose="browse" />} />
}
