import { Trans, useLingui } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import type { LiveShopUser } from '../../api/schemas/live-user'
import type { PostProductStatus } from '../../api/schemas/product'
import { Alert } from '../ui/alert'
import { ButtonLink } from '../ui/button-link'
import { PRODUCT_CARD_HEIGHT, ProductCard } from '../product/product-card'
import { WindowedList } from '../ui/windowed-list'
import { FastCheckoutPanel } from '../live/fast-checkout/fast-checkout-panel'
import { ProductNameLink } from '../product/product-name-link'
import type { StreamProducts } from './load-live-products'

/**
 * The post's word over the product's own: one the liver has not started selling in the stream
 * (`init`) is not on sale there, one the post marks sold is sold out.
 */
function postStatusOf(status: PostProductStatus) {
  if (status === 'init')
    return { label: <Trans>Not on sale in this stream yet</Trans>, buyable: false }
  if (status === 'sold') return { label: <Trans>Sold out</Trans>, buyable: false }
  return undefined
}

function ToShopTab({ liverId }: { liverId: string }) {
  return (
    <ButtonLink
      to="/17shop/buyer/livers/$liverId/shop-products"
      params={{ liverId }}
      search={true}
      variant="secondary"
    >
      <Trans>See the shop's products</Trans>
    </ButtonLink>
  )
}

/** The stream post's products in the liver's order; or why there are none to show. */
export function StreamProductsPanel({
  data,
  store,
  liveUser,
  liverId,
  streamId,
}: {
  data: StreamProducts
  store: LiveShopStore
  liveUser: LiveShopUser
  liverId: string
  streamId?: number
}) {
  const currency = store.currency
  const { t } = useLingui()
  if (data.kind === 'no-post') {
    return (
      <div className="live-empty-state">
        <p>
          <Trans>
            No stream is linked here. Open the shop from a stream to see the products shown in it.
          </Trans>
        </p>
        <ToShopTab liverId={liverId} />
      </div>
    )
  }
  if (data.kind === 'missing') {
    return (
      <Alert
        tone="warning"
        title={<Trans>This stream's products are not available</Trans>}
        action={<ToShopTab liverId={liverId} />}
      >
        <Trans>The stream may have ended or been made private.</Trans>
      </Alert>
    )
  }
  // A product taken off the post is no longer in the stream.
  const products = data.post.products
    .filter((product) => product.status !== 'deleted')
    .sort((a, b) => a.pivot.order - b.pivot.order)
  return (
    <section aria-labelledby="stream-products-title">
      <h2 id="stream-products-title">{data.post.title ?? t`Products in this stream`}</h2>
      {store.enable_enterprise && streamId !== undefined && (
        <FastCheckoutPanel
          store={store}
          liveUser={liveUser}
          streamId={streamId}
          products={products}
        />
      )}
      {products.length === 0 ? (
        <p className="live-empty-state">
          <Trans>The liver has not added any products to this stream yet.</Trans>
        </p>
      ) : (
        <WindowedList
          className="live-product-grid"
          label={t`Products in this stream`}
          items={products}
          itemKey={(product) => product.id}
          estimateSize={PRODUCT_CARD_HEIGHT}
          renderItem={(product) => (
            <ProductCard
              product={product}
              currency={currency}
              title={<ProductNameLink product={product} liverId={liverId} from="stream" />}
              status={postStatusOf(product.status)}
            />
          )}
        />
      )}
    </section>
  )
}
