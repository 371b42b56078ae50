/**
 * One shop's calls as its checkout uses them: the machine's effects and the step screens take
 * this, so the marketplace and the live shop run the same code on their own API (each API makes
 * these functions from its own call table, under the same names). The checkout body differs per
 * shop, so each shop turns the machine's `PlaceOrderRequest` into its own (checkoutOutcomeOf reads
 * every shop's answer).
 */
import type * as cart from '../../../api/marketplace-v2/cart'
import type * as orders from '../../../api/marketplace-v2/orders'
import type * as settings from '../../../api/marketplace-v2/store-settings'
import type * as wallet from '../../../api/marketplace-v2/wallet'
import type { StoreId } from '../../../api/schemas/store'
import type { Http } from '../../../api/http'
import type { OrderListRow } from '../../../api/schemas/order-list'
import type { CheckoutShop } from '../../../../machines/checkout/checkout-shop'
import type {
  CheckoutOutcome,
  PlaceOrderRequest,
} from '../../../../machines/checkout/checkout-types'
import type { PaymentShopApi } from '../../payment/payment-effects'
import { typedDigits } from '../../forms/field-rules'

export interface CheckoutShopApi {
  shop: CheckoutShop
  payment: PaymentShopApi
  getCart: typeof cart.getCart
  updateCartItem: typeof cart.updateCartItem
  deleteCartItem: typeof cart.deleteCartItem
  syncSnapshot: typeof cart.syncSnapshot
  pricing: typeof cart.pricing
  pricingSubtotal: typeof cart.pricingSubtotal
  /** POST checkout with this shop's body, its answer read as the machine's outcome. */
  submitCheckout(http: Http, request: PlaceOrderRequest): Promise<CheckoutOutcome>
  getOrder: typeof orders.getOrder
  /** The buyer's latest orders (first page), where a lost checkout answer's order is looked for. */
  listRecentOrders(http: Http, store: StoreId): Promise<readonly OrderListRow[]>
  listAddresses: typeof wallet.listAddresses
  createAddress: typeof wallet.createAddress
  /** DELETE the address; Taiwan's are kept per store, so the store is said too. */
  deleteAddress(http: Http, addressId: number, storeId: number): Promise<unknown>
  listCreditCards: typeof wallet.listCreditCards
  listCvsPayees: typeof wallet.listCvsPayees
  lookupJpZip: typeof settings.lookupJpZip
  listPaymentSettings: typeof settings.listPaymentSettings
  listShippingSettings: typeof settings.listShippingSettings
}

type CartCalls = Pick<
  CheckoutShopApi,
  'getCart' | 'updateCartItem' | 'deleteCartItem' | 'syncSnapshot' | 'pricing' | 'pricingSubtotal'
>
type WalletCalls = Pick<
  CheckoutShopApi,
  'listAddresses' | 'createAddress' | 'deleteAddress' | 'listCreditCards' | 'listCvsPayees'
>
type SettingsCalls = Pick<
  CheckoutShopApi,
  'lookupJpZip' | 'listPaymentSettings' | 'listShippingSettings'
>

/**
 * The entries every API's call table has under the same names (cart, wallet, store settings),
 * taken from the modules of one API: a shop's table differs only in what it says beside these.
 */
export function sameNamedCalls(api: {
  cart: CartCalls
  wallet: WalletCalls
  settings: SettingsCalls
}): CartCalls & WalletCalls & SettingsCalls {
  const { cart, wallet, settings } = api
  return {
    getCart: cart.getCart,
    updateCartItem: cart.updateCartItem,
    deleteCartItem: cart.deleteCartItem,
    syncSnapshot: cart.syncSnapshot,
    pricing: cart.pricing,
    pricingSubtotal: cart.pricingSubtotal,
    listAddresses: wallet.listAddresses,
    createAddress: wallet.createAddress,
    deleteAddress: wallet.deleteAddress,
    listCreditCards: wallet.listCreditCards,
    listCvsPayees: wallet.listCvsPayees,
    lookupJpZip: settings.lookupJpZip,
    listPaymentSettings: settings.listPaymentSettings,
    listShippingSettings: settings.listShippingSettings,
  }
}

/** The JP body's common part: the card or payee is chosen when paying, for the order that then exists. */
export function jpCheckoutBody(request: PlaceOrderRequest) {
  return {
    item_ids: request.itemIds,
    address_id: request.addressId,
    payment_id: null,
    email: request.email,
    phone: request.phone === null ? null : typedDigits(request.phone),
    custom_buyer_name: request.buyerName,
  }
}

/**
 * The value is one of the wire's list (a request schema's picklist): narrows a machine's type to
 * what one shop's call takes.
 */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/** A choice the shop's call cannot take (the machine's guards keep it out) never leaves the browser. */
export const NOT_THIS_SHOP: CheckoutOutcome = { kind: 'refused', code: 'VALIDATION_EXCEPTION' }
