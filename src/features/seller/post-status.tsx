import { Trans } from '@lingui/react/macro'
import type { PostProductStatus } from '../../api/schemas/product'

function Label({ status }: { status: PostProductStatus }) {
  switch (status) {
    case 'init':
      return <Trans>Not on sale in the stream yet</Trans>
    case 'selling':
      return <Trans>Selling in the stream</Trans>
    case 'sold':
      return <Trans>Sold out in the stream</Trans>
    case 'deleted':
      return <Trans>Taken off the stream</Trans>
  }
}

/** Where a product stands in the stream post, as the seller reads it. */
export function PostStatusLine({ product }: { product: { status: PostProductStatus } }) {
  return (
    <p className="live-seller-stock">
      <Label status={product.status} />
    </p>
  )
}
