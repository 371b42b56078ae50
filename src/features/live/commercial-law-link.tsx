import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import type { LiveLinkQuery } from './keep-query'

/** A path's id as a number, so the link writes `liver_id=1001`, not the quoted string. */
const asNumber = (id: LiveLinkQuery['liver_id']) =>
  typeof id === 'string' && /^[0-9]+$/.test(id) ? Number(id) : id

/**
 * The way to a JP store's notice under the Act on Specified Commercial Transactions, which a
 * buyer must be able to read before buying; Taiwan's stores have none to show.
 */
export function CommercialLawLink({
  store,
  query,
}: {
  store: LiveShopStore
  /** The live ids that find this store again (and the page's language). */
  query: LiveLinkQuery
}) {
  if (store.region !== 'JP') return null
  return (
    <p className="commercial-law-link">
      <Link
        to="/17shop/commercial-law"
        search={{
          liver_id: asNumber(query.liver_id),
          post_id: asNumber(query.post_id),
          stream_id: asNumber(query.stream_id),
        }}
      >
        <Trans>Notice under the Act on Specified Commercial Transactions</Trans>
      </Link>
    </p>
  )
}
