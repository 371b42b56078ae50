import { Trans } from '@lingui/react/macro'
import { AddCartError } from '../../product/product-add-messages'

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
    default:
      return <AddCartError code={code} />
  }
}
