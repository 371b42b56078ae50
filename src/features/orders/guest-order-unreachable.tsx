import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Button } from '../ui/button'
import { claimWaits } from '../visitor/visitor-wait'
import './guest-order-choice.css'

export interface GuestOrderUnreachableProps {
  visitor: VisitorActorRef
  orderId: number
  /** Exchanges the kept key again, then shows the order (or what the server said of the key). */
  onRetry: () => Promise<unknown>
}

/**
 * An order e-mail link whose key could not be exchanged for now (no answer, 5xx, 429): the link
 * is not refused, so nobody is sent to log in; its key is kept and "Try again" uses it.
 */
export function GuestOrderUnreachable({ visitor, orderId, onRetry }: GuestOrderUnreachableProps) {
  const waiting = useSelector(visitor, (snapshot) => claimWaits(snapshot, orderId))
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="guest-order-choice" aria-labelledby="guest-order-unreachable-title">
      <h1 id="guest-order-unreachable-title" ref={heading} tabIndex={-1}>
        <Trans>We could not open your order just now</Trans>
      </h1>
      <p role="status">
        <Trans>
          The shop did not answer, or was too busy. The link from your e-mail is still valid and has
          been kept: you do not need to open it again.
        </Trans>
      </p>
      <div className="guest-order-choice__actions">
        <Button onClick={onRetry} loading={!waiting}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </section>
  )
}
