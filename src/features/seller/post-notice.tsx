import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import { ButtonLink } from '../ui/button-link'
import type { SellerPost } from './load-seller'

/** Why there is no post to show: none in the link, not one of this seller's, or none made yet. */
export function PostNotice({ post }: { post: Exclude<SellerPost, { kind: 'post' }> }) {
  switch (post.kind) {
    case 'no-post':
      return (
        <p className="live-empty-state">
          <Trans>
            No stream post is linked here. Open this screen from one of your stream posts to see and
            choose its products.
          </Trans>
        </p>
      )
    case 'unposted':
      return (
        <Alert
          title={<Trans>This stream has no post yet</Trans>}
          action={
            <ButtonLink to="/17shop/seller/stream-products" search={true}>
              <Trans>Make the post</Trans>
            </ButtonLink>
          }
        >
          <Trans>Buyers see a stream’s products through its post. Make it, then choose them.</Trans>
        </Alert>
      )
    case 'stream-missing':
      return (
        <Alert tone="warning" title={<Trans>This stream cannot be opened</Trans>}>
          <Trans>
            It does not exist or belongs to another liver. Open the screen again from your own
            stream.
          </Trans>
        </Alert>
      )
    case 'stream-closed':
      return (
        <Alert tone="warning" title={<Trans>Selling is not open on this stream</Trans>}>
          <Trans>
            The stream's liver is not on the list of livers who may sell in the live shop, so it
            cannot have products.
          </Trans>
        </Alert>
      )
    case 'missing':
      return (
        <Alert tone="warning" title={<Trans>This stream post cannot be opened</Trans>}>
          <Trans>
            It does not exist or belongs to another liver's shop. Open the screen again from your
            own stream post.
          </Trans>
        </Alert>
      )
  }
}
