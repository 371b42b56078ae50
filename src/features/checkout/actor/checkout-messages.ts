import { useLingui } from '@lingui/react/macro'

/**
 * What the buyer reads for a checkout machine error (docs/errors.md#checkout: the checkout and cart
 * codes, plus the machine's own PRICING_FAILED, ADDRESS_NOT_SAVED and TOTAL_CHANGED). Every message says what to do next; the form is
 * kept.
 */
export function useCheckoutErrorMessage(): (code: string) => string {
  const { t } = useLingui()
  return (code) => {
    switch (code) {
      case 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED':
        return t`Some items changed since you added them. Check the marked items, then accept the changes or leave those items out.`
      case 'NOT_FOUND_ITEM_IN_CART':
        return t`Some items are no longer in your cart. Check your cart and try again.`
      case 'REACHED_BUYER_PURCHASABLE_LIMIT':
        return t`You have reached the limit per person for an item. Lower its quantity and try again.`
      case 'INVALID_SHIPPING_TYPE_EXCEPTION':
        return t`This shipping method cannot be used with this payment. Choose another and try again.`
      case 'MIXED_SKU_TYPE_EXCEPTION':
        return t`Print-on-demand goods and other goods must be ordered separately.`
      case 'VALIDATION_EXCEPTION':
        return t`Some details are not valid. Check the form and try again.`
      case 'GMO_PAYMENT_EXCEPTION':
        return t`The payment was declined. Choose another payment method and try again.`
      case 'ADD_CART_OUT_OF_STOCK':
        return t`Not that many are left. Lower the quantity and try again.`
      case 'ADDRESS_NOT_DELETED':
        return t`We could not delete the address. Please try again.`
      case 'ADDRESS_NOT_SAVED':
        return t`We could not save the address, so the order was not placed. Everything you typed is kept: check it and place the order again.`
      case 'TOTAL_CHANGED':
        return t`The total changed with the address. Check the new total, then place the order again.`
      case 'PRICING_FAILED':
        return t`We could not calculate the total. Try again.`
      case 'FAILED_TO_CHECKOUT':
      default:
        return t`We could not place your order. Please try again in a moment.`
    }
  }
}
