import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
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
import { useStreamFollower, type NetworkActor } from '../shared/use-stream-follower'
import { Button } from '../ui/button'
import {
  firstCards,
  nextCards,
  streamFingerprint,
  type StreamCard,
  type StreamChange,
} from './stream-changes'
import './stream-follow.css'

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

interface PanelProps {
  data: StreamProducts
  store: LiveShopStore
  liveUser: LiveShopUser
  liverId: string
  streamId?: number
}

/**
 * The stream post's products in the liver's order, following the stream while the page is open
 * (`read` asks for the post again); or why there are none to show.
 */
export function StreamProductsPanel({
  read,
  network,
  ...props
}: PanelProps & { read: () => Promise<StreamProducts>; network: NetworkActor }) {
  // A link without a post has nothing to follow.
  if (props.data.kind === 'no-post') return <PostProducts {...props} cards={[]} />
  return <FollowedPostProducts {...props} read={read} network={network} />
}

function FollowedPostProducts({
  read,
  network,
  ...props
}: PanelProps & { read: () => Promise<StreamProducts>; network: NetworkActor }) {
  const { i18n } = useLingui()
  const follower = useStreamFollower(props.data, read, network, streamFingerprint)
  const data = follower.answer
  // The cards follow each answer that changed something, laid over the cards already shown.
  const [shown, setShown] = useState(() => ({
    data,
    cards: data.kind === 'post' ? firstCards(data.post.products) : [],
    said: '',
  }))
  if (shown.data !== data) {
    const next =
      data.kind === 'post' ? nextCards(shown.cards, data.post.products) : { cards: [], changes: [] }
    setShown({
      data,
      cards: next.cards,
      said: next.changes.map((change) => i18n._(sayChange(change))).join(' '),
    })
  }
  return (
    <>
      <PostProducts {...props} data={data} cards={shown.cards} />
      {/* One polite region for every change, not one per card. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {shown.said}
      </p>
      {follower.stale && (
        <div className="live-follow-stale" role="status">
          <p>
            <Trans>Could not check the stream for changes. What is shown may be out of date.</Trans>
          </p>
          <Button variant="secondary" unavailable={!follower.canRetry} onClick={follower.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </>
  )
}

/** The words for a change; the one region reads them out. */
function sayChange({ kind, name }: StreamChange): MessageDescriptor {
  switch (kind) {
    case 'added':
      return msg`Added to the stream: ${name}.`
    case 'gone':
      return msg`No longer in the stream: ${name}.`
    case 'soldOut':
      return msg`Sold out: ${name}.`
    case 'onSale':
      return msg`On sale now: ${name}.`
    case 'closed':
      return msg`No longer on sale: ${name}.`
  }
}

function cardStatus(card: StreamCard) {
  if (card.gone) return { label: <Trans>No longer in this stream</Trans>, buyable: false }
  return postStatusOf(card.product.status)
}

function PostProducts({
  data,
  store,
  liveUser,
  liverId,
  streamId,
  cards,
}: PanelProps & { cards: StreamCard[] }) {
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
  // A product taken off the post is no longer in the stream (its card stays, marked, until the
  // buyer leaves: nothing moves under their finger).
  const products = cards.filter((card) => !card.gone).map((card) => card.product)
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
      {cards.length === 0 ? (
        <p className="live-empty-state">
          <Trans>The liver has not added any products to this stream yet.</Trans>
        </p>
      ) : (
        <WindowedList
          className="live-product-grid"
          label={t`Products in this stream`}
          items={cards}
          itemKey={(card) => card.product.id}
          estimateSize={PRODUCT_CARD_HEIGHT}
          renderItem={(card) => (
            <ProductCard
              product={card.product}
              currency={currency}
              title={<ProductNameLink product={card.product} liverId={liverId} from="stream" />}
              status={cardStatus(card)}
              marker={card.added ? <Trans>New</Trans> : undefined}
            />
          )}
        />
      )}
    </section>
  )
}
