import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import type { SellerPost } from './load-seller'

/** Why there is no post to show: none in the link, or not one of this seller's. */
export function PostNotice({ post }: { post: Exclude<SellerPost, { kind: 'post' }> }) {
  if (post.kind === 'no-post') {
    return (
      <p className="live-empty-state">
        <Trans>
          No stream post is linked here. Open this screen from one of your stream posts to see and
          choose its products.
        </Trans>
      </p>
    )
  }
  return (
    <Alert tone="warning" title={<Trans>This stream post cannot be opened</Trans>}>
      <Trans>
        It does not exist or belongs to another liver's shop. Open the screen again from your own
        stream post.
      </Trans>
    </Alert>
  )
}
