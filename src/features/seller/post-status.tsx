import { Trans } from '@lingui/react/macro'
import type { PostProductStatus } from '../../api/schemas/product'

/** Where a product stands in the stream post, as the seller reads it. */
export function PostStatusLabel({ status }: { status: PostProductStatus }) {
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
