import { useMemo, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Post } from '../../api/schemas/post'
import type { SellerProduct } from '../../api/schemas/product'
import type { LiveShopStore } from '../../api/schemas/store'
import { Button } from '../ui/button'
import type { SellerPost } from './load-seller'
import { PostEditProblem } from './post-edit-problem'
import { PostNotice } from './post-notice'
import { selectedProducts, unselectedProducts, unsellableReason } from './post-selection'
import { PostStatusLine } from './post-status'
import { SellerGrid } from './product-grids'
import { RemoveDialog, SelectedActions, type RemoveDialogHandle } from './selected-actions'
import { StockLine } from './stock-line'
import { usePostEdit } from './use-post-edit'
import { useEditedPost } from './edited-post'
import { isolated } from '../../lib/bidi'

function Unsellable({ reason }: { reason: 'no-stock' | 'sale-ended' }) {
  return (
    <p className="live-seller-stock live-seller-stock--closed">
      {reason === 'no-stock' ? (
        <Trans>Nothing left to sell. Restock it in your shop to add it.</Trans>
      ) : (
        <Trans>Its sale has ended, so it cannot be added.</Trans>
      )}
    </p>
  )
}

/** The seller's products that are not in the stream; those that can be sold can be added. */
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
  const notOnIt = useMemo(() => unselectedProducts(products, post), [products, post])
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      <SellerGrid
        details={(product) => <StockLine product={product} />}
        products={notOnIt}
        store={store}
        label={t`Products not in the stream`}
        empty={<Trans>Every product of your shop is already in this stream.</Trans>}
        action={(product) => {
          const reason = unsellableReason(product)
          if (reason) return <Unsellable reason={reason} />
          const name = isolated(product.name)
          return (
            <Button
              className="live-seller-card-action"
              variant="secondary"
              block
              aria-label={t`Add ${name} to the stream`}
              onClick={() => edit.add(product.id, product.name)}
            >
              <Trans>Add</Trans>
            </Button>
          )
        }}
      />
    </>
  )
}

/** The stream's products in the order buyers see them, each movable and removable. */
function Selected({ post, store }: { post: Post; store: LiveShopStore }) {
  const { t } = useLingui()
  const edit = usePostEdit(post)
  const products = selectedProducts(post)
  const dialog = useRef<RemoveDialogHandle>(null)
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      <SellerGrid
        details={(product) => <PostStatusLine product={product} />}
        products={products}
        store={store}
        label={t`Products in the stream`}
        empty={
          <Trans>No products are in this stream yet. Add them from “Not in the stream”.</Trans>
        }
        action={(product) => (
          <SelectedActions
            product={product}
            first={product.id === products[0]?.id}
            last={product.id === products.at(-1)?.id}
            edit={edit}
            onRemove={(product) => dialog.current?.ask(product)}
          />
        )}
      />
      <RemoveDialog ref={dialog} edit={edit} />
    </>
  )
}

export function UnselectedProducts(props: {
  post: SellerPost
  products: SellerProduct[]
  store: LiveShopStore
}) {
  const post = useEditedPost()?.post ?? props.post
  return post.kind === 'post' ? (
    <Unselected {...props} post={post.post} />
  ) : (
    <PostNotice post={post} />
  )
}

export function SelectedProducts(props: { post: SellerPost; store: LiveShopStore }) {
  const post = useEditedPost()?.post ?? props.post
  return post.kind === 'post' ? (
    <Selected {...props} post={post.post} />
  ) : (
    <PostNotice post={post} />
  )
}
