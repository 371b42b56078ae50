/** Live-shop cart and pricing calls (/api/v1/17shop): the shared cart client on the v1 table. */
import { liveShopV1Calls } from '../schemas/calls/live-shop-v1'
import { cartClient } from '../shared/cart'

export const {
  getCart,
  updateCartItem,
  deleteCartItem,
  syncSnapshot,
  addToCart,
  pricing,
  pricingSubtotal,
} = cartClient(liveShopV1Calls, 'v1')
