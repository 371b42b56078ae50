import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Button } from '../ui/button'
import { offersGuestOrder } from '../visitor/visitor-wait'
import './guest-order-choice.css'

export interface GuestOrderChoiceProps {
  visitor: VisitorActorRef
  orderId: number
  /** Leaves this browser's session for the order's guest session, then shows the order. */
  onOpen: () => Promise<unknown>
  /** Keeps the session this browser holds and goes back to the store. */
  onStay: () => unknown
}

/**
 * An order e-mail link opened while this browser holds another session (a member, or another
 * guest): the person chooses which of the two this browser keeps; nothing is swapped silently.
 */
export function GuestOrderChoice({ visitor, orderId, onOpen, onStay }: GuestOrderChoiceProps) {
  const member = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  const email = useSelector(visitor, (snapshot) => snapshot.context.user?.email ?? '')
  const offered = useSelector(visitor, (snapshot) => offersGuestOrder(snapshot, orderId))
  const heading = useRef<HTMLHeadingElement>(null)
  // The page changed under a kept address: tell screen readers and keyboards where they are.
  useEffect(() => heading.current?.focus(), [])

  return (
    <section className="guest-order-choice" aria-labelledby="guest-order-choice-title">
      <h1 id="guest-order-choice-title" ref={heading} tabIndex={-1}>
        <Trans>This order was placed without an account</Trans>
      </h1>
      {member ? (
        <>
          <p>
            <Trans>
              You are logged in as {email}. To open this order, log out of your account and continue
              as the guest who placed it.
            </Trans>
          </p>
          <p>
            <Trans>
              Your account and its cart stay as they are; log in again to get back to them.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>
              This browser is shopping as another guest. To open this order, switch to the guest who
              placed it.
            </Trans>
          </p>
          <p>
            <Trans>
              Your current cart belongs to the guest session you leave: it will not come with you.
            </Trans>
          </p>
        </>
      )}
      <div className="guest-order-choice__actions">
        <Button onClick={onOpen} loading={!offered}>
          {member ? (
            <Trans>Log out and open the order</Trans>
          ) : (
            <Trans>Switch and open the order</Trans>
          )}
        </Button>
        <Button variant="secondary" onClick={onStay} disabled={!offered}>
          {member ? <Trans>Stay logged in</Trans> : <Trans>Keep my current cart</Trans>}
        </Button>
      </div>
    </section>
  )
}
