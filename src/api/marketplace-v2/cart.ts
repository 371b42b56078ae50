/** Marketplace cart and pricing calls (/api/v2): the shared cart client on the v2 table. */
import { marketplaceV2Calls } from '../schemas/calls/marketplace-v2'
import { cartClient } from '../shared/cart'

export const {
  getCart,
  updateCartItem,
  deleteCartItem,
  syncSnapshot,
  addToCart,
  pricing,
  pricingSubtotal,
} = cartClient(marketplaceV2Calls, 'v2')
