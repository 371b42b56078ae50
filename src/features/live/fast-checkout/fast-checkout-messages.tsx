import { Trans } from '@lingui/react/macro'
import { ADD_TO_CART_ERROR_CODES } from '../../../api/schemas/error-codes'
import { AddCartError } from '../../product/product-add-messages'

const isAddCartCode = (code: string) =>
  (ADD_TO_CART_ERROR_CODES as readonly string[]).includes(code)

/**
 * Why fast checkout did not go ahead. A SKU that cannot be bought answers with the add-cart
 * codes, explained as adding it to a cart would be; an unknown code gets Z1.
 */
export function FastCheckoutError({ code }: { code: string }) {
  switch (code) {
    case 'UNSAFE_REDIRECT':
      return (
        <Trans>
          The shop sent us to a checkout page we could not verify, so we stayed here. Nothing was
          bought. Please try again later or contact the shop.
        </Trans>
      )
    case 'FORBIDDEN':
      return (
        <Trans>
          This shop does not offer quick purchase. Add the products to your cart instead.
        </Trans>
      )
    case 'VALIDATION_EXCEPTION':
    case 'INVALID_INPUT':
      return (
        <Trans>
          The shop could not take this choice for this stream. Reload the page and choose again.
        </Trans>
      )
    case 'NETWORK':
      return <AddCartError code={code} />
    default:
      return isAddCartCode(code) ? (
        <AddCartError code={code} />
      ) : (
        <Trans>Quick purchase did not go through (error Z1). Please try again in a moment.</Trans>
      )
  }
}
