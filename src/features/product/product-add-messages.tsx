import { Trans } from '@lingui/react/macro'
import type { AddBlock } from './product-rules'

/**
 * Why adding failed, one message per add-cart code (docs/errors.md#add-to-cart), plus the failures
 * without a server answer. An unknown code gets the generic message (Z1).
 */
export function AddCartError({ code }: { code: string }) {
  switch (code) {
    case 'SKU_DELETED':
      return <Trans>This option is no longer sold. Please choose another one.</Trans>
    case 'SKU_SOLD_OUT':
      return <Trans>This option has just sold out. Please choose another one.</Trans>
    case 'SKU_OUTSIDE_OF_SALE_TIMES':
      return <Trans>This product is not on sale at the moment.</Trans>
    case 'SKU_NOT_SUPPLIED':
      return <Trans>The seller is not supplying this product at the moment.</Trans>
    case 'REACHED_BUYER_PURCHASABLE_LIMIT':
      return <Trans>You have reached the most of this product one person may buy.</Trans>
    case 'ADD_CART_OUT_OF_STOCK':
      return <Trans>Not that many are in stock. Please choose a smaller quantity.</Trans>
    case 'NETWORK':
      return <Trans>We could not reach the shop. Check your connection and try again.</Trans>
    default:
      return (
        <Trans>
          This could not be added to your cart (error Z1). Please try again in a moment.
        </Trans>
      )
  }
}

/** Why the add button is not offered, in words next to it. */
export function AddBlockReason({ block }: { block: AddBlock }) {
  switch (block) {
    case 'before-sell':
      return <Trans>Not on sale yet.</Trans>
    case 'end-sell':
      return <Trans>This sale has ended.</Trans>
    case 'sold-out':
      return <Trans>Sold out.</Trans>
    case 'not-supplied':
      return <Trans>The seller is not supplying this product at the moment.</Trans>
    case 'sku-sold-out':
      return <Trans>This option is sold out. Please choose another one.</Trans>
    case 'no-sku':
      return <Trans>Choose an option first.</Trans>
    case 'underage':
      return <Trans>Only people aged 20 or over may buy this product.</Trans>
    case 'age-question':
      return <Trans>Please answer the age question first.</Trans>
    case 'outside-purchase':
      return <Trans>This product is sold on the seller's own page.</Trans>
    case 'not-in-stream-yet':
      return (
        <Trans>
          Not on sale in this stream yet. The liver starts selling it during the stream.
        </Trans>
      )
  }
}
