import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Product } from '../../api/schemas/product'
import { countdownParts, secondsUntil } from '../../lib/countdown'
import { formatDate } from '../../lib/date-format'
import { saleCountdownOf } from './product-rules'

/** The current time, ticking once a second while a countdown is shown. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

function Countdown({ at, now }: { at: Date; now: Date }) {
  const { days, hours, minutes, seconds } = countdownParts(secondsUntil(at, now))
  // The clock changes every second; screen readers are not told each tick (no live region).
  return (
    <span className="product-detail__countdown">
      <Trans>
        {days} d {hours}:{minutes}:{seconds}
      </Trans>
    </span>
  )
}

/**
 * The sale window (display only: the server decides what may be sold), with a live countdown to
 * the start before the sale and to the end of a limited-time sale.
 */
export function ProductSaleWindow({ product }: { product: Product }) {
  const start = product.sale_started_at
  const end = product.sale_ended_at
  const now = useNow(start !== null || end !== null)
  if (!start && !end) return null
  const countdown = saleCountdownOf(product, now)
  const from = start ? formatDate(start) : ''
  const until = end ? formatDate(end) : ''
  return (
    <div className="product-detail__window">
      {countdown?.kind === 'ends' && (
        <p className="product-detail__limited">
          <Trans>Limited-time sale</Trans>
        </p>
      )}
      <p>
        {start && end ? (
          <Trans>
            On sale from {from} to {until}
          </Trans>
        ) : start ? (
          <Trans>On sale from {from}</Trans>
        ) : (
          <Trans>On sale until {until}</Trans>
        )}
      </p>
      {countdown && (
        <p>
          {countdown.kind === 'starts' ? (
            <Trans>
              Sale starts in <Countdown at={countdown.at} now={now} />
            </Trans>
          ) : (
            <Trans>
              Sale ends in <Countdown at={countdown.at} now={now} />
            </Trans>
          )}
        </p>
      )}
    </div>
  )
}
