import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import { DateTime } from '../shared/date-time'
import { ORDER_STATUS_LABELS } from './order-labels'

/** Every status change of the order, oldest first: from what, to what, when. */
export function OrderHistory({ order }: { order: Order }) {
  const { i18n } = useLingui()
  if (order.histories.length === 0) return null
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">
        <Trans>History</Trans>
      </h2>
      <ol className="order-timeline">
        {order.histories.map((entry, index) => {
          const to = i18n._(ORDER_STATUS_LABELS[entry.to])
          const from = entry.from && i18n._(ORDER_STATUS_LABELS[entry.from])
          return (
            <li key={index} className="order-timeline__entry">
              <DateTime value={entry.created_at} />
              <span>
                {/* The arrow reads the same in every language: no message to translate. */}
                {from ? `${from} → ${to}` : to}
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
