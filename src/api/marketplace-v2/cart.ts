/** Marketplace cart and pricing calls (/api/v2): the shared cart client on the v2 table. */
import { cartCallsV2 } from '../schemas/calls/shared/cart'
import { cartClient } from '../shared/cart'

export const {
  getCart,
  updateCartItem,
  deleteCartItem,
  syncSnapshot,
  addToCart,
  pricing,
  pricingSubtotal,
} = cartClient(cartCallsV2, 'v2')
