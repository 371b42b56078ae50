/** Live-shop cart and pricing calls (/api/v1/17shop): the shared cart client on the v1 table. */
import { cartCallsV1 } from '../schemas/calls/shared/cart'
import { cartClient } from '../shared/cart'

export const {
  getCart,
  updateCartItem,
  deleteCartItem,
  syncSnapshot,
  addToCart,
  pricing,
  pricingSubtotal,
} = cartClient(cartCallsV1, 'v1')
