import { Trans, useLingui } from '@lingui/react/macro'
import type { Post } from '../../api/schemas/post'
import type { SellerProduct } from '../../api/schemas/product'
import type { LiveShopStore } from '../../api/schemas/store'
import { Button } from '../ui/button'
import type { SellerPost } from './load-seller'
import { PostEditProblem } from './post-edit-problem'
import { PostNotice } from './post-notice'
import { selectedProducts, unselectedProducts } from './post-selection'
import { PostStatusLine } from './post-status'
import { SellerGrid } from './product-grids'
import { StockLine } from './stock-line'
import { usePostEdit } from './use-post-edit'

/** The seller's products that are not in the stream, each with a way to add it. */
function Unselected({
  post,
  products,
  store,
}: {
  post: Post
  products: SellerProduct[]
  store: LiveShopStore
}) {
  const { t } = useLingui()
  const edit = usePostEdit(post)
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      <SellerGrid
        details={(product) => <StockLine product={product} />}
        products={unselectedProducts(products, post)}
        store={store}
        label={t`Products not in the stream`}
        empty={<Trans>Every product of your shop is already in this stream.</Trans>}
        action={(product) => (
          <Button
            className="live-seller-card-action"
            variant="secondary"
            onClick={() => edit.add(product.id, product.name)}
          >
            <Trans>Add to the stream</Trans>
          </Button>
        )}
      />
    </>
  )
}

/** The stream's products in order, each with a way to take it off. */
function Selected({ post, store }: { post: Post; store: LiveShopStore }) {
  const { t } = useLingui()
  const edit = usePostEdit(post)
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      <SellerGrid
        details={(product) => <PostStatusLine product={product} />}
        products={selectedProducts(post)}
        store={store}
        label={t`Products in the stream`}
        empty={
          <Trans>No products are in this stream yet. Add them from “Not in the stream”.</Trans>
        }
        action={(product) => (
          <Button
            className="live-seller-card-action"
            variant="danger"
            onClick={() => edit.remove(product.id, product.name)}
          >
            <Trans>Take off the stream</Trans>
          </Button>
        )}
      />
    </>
  )
}

export function UnselectedProducts(props: {
  post: SellerPost
  products: SellerProduct[]
  store: LiveShopStore
}) {
  const { post } = props
  return post.kind === 'post' ? (
    <Unselected {...props} post={post.post} />
  ) : (
    <PostNotice post={post} />
  )
}

export function SelectedProducts(props: { post: SellerPost; store: LiveShopStore }) {
  const { post } = props
  return post.kind === 'post' ? (
    <Selected {...props} post={post.post} />
  ) : (
    <PostNotice post={post} />
  )
}
