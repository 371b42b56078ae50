import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { CommercialLawInfo } from '../../api/schemas/commercial-law'
import './commercial-law.css'

function Row({ term, value }: { term: ReactNode; value: string | null }) {
  return (
    <>
      <dt>{term}</dt>
      {/* The store's own words, as text; a blank field says so rather than leaving a gap. */}
      <dd className="commercial-law__text">{value ?? <Trans>Not given</Trans>}</dd>
    </>
  )
}

/**
 * The notice under Japan's Act on Specified Commercial Transactions, field by field: the same
 * fields from either API (the marketplace's store page, the live shop's notice page).
 */
export function CommercialLaw({ law }: { law: CommercialLawInfo }) {
  return (
    <dl className="commercial-law">
      <Row term={<Trans>Seller</Trans>} value={law.store_name} />
      <Row term={<Trans>Representative</Trans>} value={law.commercial_name} />
      <Row term={<Trans>Address</Trans>} value={law.commercial_address} />
      <Row term={<Trans>Phone number</Trans>} value={law.commercial_phone} />
      <Row term={<Trans>Selling price</Trans>} value={law.selling_price} />
      <Row term={<Trans>Other fees</Trans>} value={law.extra_fees} />
      <Row term={<Trans>Payment</Trans>} value={law.payment_info} />
      <Row term={<Trans>Delivery</Trans>} value={law.delivery_info} />
      <Row term={<Trans>Returns and exchanges</Trans>} value={law.return_info} />
    </dl>
  )
}
