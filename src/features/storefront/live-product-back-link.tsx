import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** Back to the tab the product was opened from, with the link's ids kept. */
export function ProductBackLink({ liverId, from }: { liverId: string; from?: 'stream' | 'shop' }) {
  const keep = ({ from: _from, ...rest }: Record<string, unknown>) => rest
  // The shop tab's keyword and page mean nothing on the stream tab.
  const keepForStream = ({ from: _f, keyword: _k, page: _p, ...rest }: Record<string, unknown>) =>
    rest
  return (
    <p className="live-product-back">
      {from === 'shop' ? (
        <Link to="/17shop/buyer/livers/$liverId/shop-products" params={{ liverId }} search={keep}>
          <Trans>← Back to the shop's products</Trans>
        </Link>
      ) : (
        <Link
          to="/17shop/buyer/livers/$liverId/stream-products"
          params={{ liverId }}
          search={keepForStream}
        >
          <Trans>← Back to the stream's products</Trans>
        </Link>
      )}
    </p>
  )
}
