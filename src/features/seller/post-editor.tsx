import { Trans, useLingui } from '@lingui/react/macro'
import type { Post } from '../../api/schemas/post'
import type { SellerProduct } from '../../api/schemas/product'
import type { LiveShopStore } from '../../api/schemas/store'
import { Button } from '../ui/button'
import { ProductCard, ProductGrid } from '../live/products/product-card'
import type { SellerPost } from './load-seller'
import { PostEditProblem } from './post-edit-problem'
import { PostNotice } from './post-notice'
import { PostStatusLabel } from './post-status'
import { selectedProducts, unselectedProducts } from './post-selection'
import { StockLine } from './stock-line'
import { usePostEdit } from './use-post-edit'

interface EditorProps {
  post: SellerPost
  products: SellerProduct[]
  store: LiveShopStore
}

/** The seller's products that are not in the stream, each with a way to add it. */
function Unselected({ post, products, store }: Omit<EditorProps, 'post'> & { post: Post }) {
  const { t } = useLingui()
  const edit = usePostEdit(post)
  const rest = unselectedProducts(products, post)
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      {rest.length === 0 ? (
        <p className="empty-state">
          <Trans>Every product of your shop is already in this stream.</Trans>
        </p>
      ) : (
        <ProductGrid label={t`Products not in the stream`}>
          {rest.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                currency={store.currency}
                extra={
                  <>
                    <StockLine product={product} />
                    <Button
                      className="seller-card-action"
                      variant="secondary"
                      onClick={() => edit.add(product.id, product.name)}
                    >
                      <Trans>Add to the stream</Trans>
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ProductGrid>
      )}
    </>
  )
}

/** The stream's products in order, each with a way to take it off. */
function Selected({ post, store }: { post: Post; store: LiveShopStore }) {
  const { t } = useLingui()
  const edit = usePostEdit(post)
  const chosen = selectedProducts(post)
  return (
    <>
      {edit.problem && <PostEditProblem code={edit.problem} />}
      {chosen.length === 0 ? (
        <p className="empty-state">
          <Trans>No products are in this stream yet. Add them from “Not in the stream”.</Trans>
        </p>
      ) : (
        <ProductGrid label={t`Products in the stream`}>
          {chosen.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                currency={store.currency}
                extra={
                  <>
                    <p className="seller-stock">
                      <PostStatusLabel status={product.status} />
                    </p>
                    <Button
                      className="seller-card-action"
                      variant="danger"
                      onClick={() => edit.remove(product.id, product.name)}
                    >
                      <Trans>Take off the stream</Trans>
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ProductGrid>
      )}
    </>
  )
}

export function UnselectedProducts(props: EditorProps) {
  return props.post.kind === 'post' ? (
    <Unselected {...props} post={props.post.post} />
  ) : (
    <PostNotice post={props.post} />
  )
}

export function SelectedProducts(props: Omit<EditorProps, 'products'>) {
  return props.post.kind === 'post' ? (
    <Selected {...props} post={props.post.post} />
  ) : (
    <PostNotice post={props.post} />
  )
}
